import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type BattleOfEventOptions, type BattleRow, battleOfEvent } from './queries.ts';

/** The battle a call names, which must belong to the event it names too: 404 otherwise, and for malformed ids. */
export async function requireBattleOfEvent({ db, eventId, battleId }: BattleOfEventOptions): Promise<BattleRow> {
  const battle = isUuid(eventId) && isUuid(battleId) ? await battleOfEvent({ db, eventId, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  return battle;
}
