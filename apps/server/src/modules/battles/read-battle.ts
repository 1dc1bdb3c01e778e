import type { Language, TBattle, TEventBattles } from '@artclash/contract';
import { AppError } from '../../errors/app-error.ts';
import type { BattleOfEventOptions } from './queries.ts';
import { readEventBattles } from './read-event-battles.ts';

/** A battle of an event, presented in a language. */
export type ReadBattleOptions = BattleOfEventOptions & { language: Language };

/** The event and its battle as EventByAllBattle presents them; 404 when the event (or the battle) is not there. */
export function battleIn(
  event: TEventBattles | undefined,
  battleId: string,
): { event: TEventBattles; battle: TBattle } {
  const battle = event?.battles.find((entry) => entry._id === battleId);
  if (!event || !battle) throw new AppError('notFound', 'server.battleNotFound');
  return { event, battle };
}

/** One battle as EventByAllBattle presents it to organisers (players, vote counts, roulette); 404 when the event has no such battle. */
export async function readBattle({ db, eventId, battleId, language }: ReadBattleOptions): Promise<TBattle> {
  return battleIn(await readEventBattles({ db, eventId, language, audience: 'organisers' }), battleId).battle;
}
