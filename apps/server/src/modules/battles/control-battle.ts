import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type BattleRow, battleOfEvent } from './queries.ts';

/** The battle an organiser's control acts on: it must belong to the event named in the call, else 404. */
export async function battleToControl({ db, eventId, battleId }: { db: Executor; eventId: string; battleId: string }): Promise<BattleRow> {
  const battle = isUuid(eventId) && isUuid(battleId) ? await battleOfEvent({ db, eventId, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  return battle;
}
