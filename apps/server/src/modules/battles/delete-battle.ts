import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { battles } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { battleById } from './queries.ts';

/**
 * Removes a battle with its votes and roulette (the foreign keys cascade); the console says so before
 * it asks. A live battle is refused (409): the big screen and the fans' phones are on it. 404 for an
 * unknown battle.
 */
export async function deleteBattle({
  db,
  changes,
  by,
  battleId,
}: Publishing & {
  battleId: string;
}): Promise<void> {
  const notLive = or(isNull(battles.battleStatus), ne(battles.battleStatus, 'live'));
  const change = isUuid(battleId)
    ? await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(battles)
          .where(and(eq(battles.id, battleId), notLive))
          .returning({ eventId: battles.eventId, battleName: battles.battleName });
        if (!deleted) return undefined;
        const { eventId, battleName } = deleted;
        return logChange({ db: tx, changes, eventId, kind: 'battleDeleted', battleId, by, payload: { battleName } });
      })
    : undefined;
  if (change) {
    changes.publish(change);
    return;
  }
  if (isUuid(battleId) && (await battleById({ db, battleId }))) throw new AppError('conflict', 'server.battleIsLive');
  throw new AppError('notFound', 'server.battleNotFound');
}
