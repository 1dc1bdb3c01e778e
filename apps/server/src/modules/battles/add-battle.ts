import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { eventById } from '../events/index.ts';
import { existingUserIds } from '../users/index.ts';
import { battlePolicy } from './policy.ts';
import { insertBattleAfterLast } from './queries.ts';

export interface AddBattleOptions {
  db: Database;
  changes: ChangeFeed;
  eventId: string;
  battleName: string;
  battleNameJap?: string | undefined;
  player1Id: string;
  player2Id: string;
}

/**
 * A new battle of the event between two different registered users, after its last battle; voting
 * off and the bar hidden (docs/decisions.md#36). 404 for an unknown event. Returns the battle's id.
 */
export async function addBattle({
  db,
  changes,
  eventId,
  battleName,
  battleNameJap = '',
  player1Id,
  player2Id,
}: AddBattleOptions): Promise<string> {
  if (!isUuid(eventId) || !(await eventById({ db, eventId }))) throw new AppError('notFound', 'server.eventNotFound');
  if (!battlePolicy.arePlayersDistinct(player1Id, player2Id)) {
    throw new AppError('invalidInput', 'server.samePlayerTwice', { errors: { battle2: 'server.samePlayerTwice' } });
  }
  if ((await existingUserIds({ db, ids: [player1Id, player2Id] })).length !== 2)
    throw new AppError('invalidInput', 'server.playerNotFound');
  const battleId = await insertBattleAfterLast({
    db,
    battle: { eventId, battleName, battleNameJap, player1Id, player2Id },
  });
  changes.publish({ eventId, kind: 'battles' });
  return battleId;
}
