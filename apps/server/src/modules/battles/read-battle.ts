import type { Language, TBattle } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { readEventBattles } from './read-event-battles.ts';

/** One battle as EventByAllBattle presents it to organisers (players, vote counts, roulette); 404 when the event has no such battle. */
export async function readBattle({
  db,
  eventId,
  battleId,
  language,
}: {
  db: Executor;
  eventId: string;
  battleId: string;
  language: Language;
}): Promise<TBattle> {
  const event = await readEventBattles({ db, eventId, language, audience: 'organisers' });
  const battle = event?.battles.find((entry) => entry._id === battleId);
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  return battle;
}
