import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireEvent } from '../events/index.ts';
import { existingUserIds } from '../users/index.ts';
import { battlePolicy } from './policy.ts';
import { insertBattleAfterLast } from './queries.ts';

export interface AddBattleOptions extends Publishing {
  eventId: string;
  battleName: string;
  battleNameJap?: string | undefined;
  player1Id: string;
  player2Id: string;
}

/**
 * A new battle of the event between two different registered users, after its last battle; voting
 * off and the bar hidden (docs/product.md#rule-36). 404 for an unknown event. Returns the battle's id.
 */
export async function addBattle({
  db,
  changes,
  by,
  eventId,
  battleName,
  battleNameJap = '',
  player1Id,
  player2Id,
}: AddBattleOptions): Promise<string> {
  await requireEvent({ db, eventId });
  if (!battlePolicy.arePlayersDistinct(player1Id, player2Id)) {
    throw new AppError('invalidInput', 'server.samePlayerTwice', { errors: { battle2: 'server.samePlayerTwice' } });
  }
  if ((await existingUserIds({ db, ids: [player1Id, player2Id] })).length !== 2)
    throw new AppError('invalidInput', 'server.playerNotFound');
  const [battleId, change] = await db.transaction(async (tx) => {
    const added = await insertBattleAfterLast({
      db: tx,
      battle: { eventId, battleName, battleNameJap, player1Id, player2Id },
    });
    const payload = { battleName, player1Id, player2Id };
    return [added, await logChange({ db: tx, changes, eventId, kind: 'battleAdded', battleId: added, by, payload })];
  });
  changes.publish(change);
  return battleId;
}
