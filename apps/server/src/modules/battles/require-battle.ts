import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type BattleRow, battleOfEvent } from './queries.ts';

/** The battle a call names, which must belong to the event it names too: 404 otherwise, and for malformed ids. */
export async function requireBattleOfEvent({
  db,
  eventId,
  battleId,
}: {
  db: Executor;
  eventId: string;
  battleId: string;
}): Promise<BattleRow> {
  const battle = isUuid(eventId) && isUuid(battleId) ? await battleOfEvent({ db, eventId, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  return battle;
}
