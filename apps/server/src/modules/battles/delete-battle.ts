import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { battleById } from './queries.ts';

/**
 * Removes a battle with its votes and roulette (the foreign keys cascade); the console says so before
 * it asks. A live battle is refused (409): the big screen and the fans' phones are on it. 404 for an
 * unknown battle. Returns the event it belonged to.
 */
export async function deleteBattle({ db, battleId }: { db: Executor; battleId: string }): Promise<string> {
  const notLive = or(isNull(battles.battleStatus), ne(battles.battleStatus, 'live'));
  const [deleted] = isUuid(battleId)
    ? await db
        .delete(battles)
        .where(and(eq(battles.id, battleId), notLive))
        .returning({ eventId: battles.eventId })
    : [];
  if (deleted) return deleted.eventId;
  if (isUuid(battleId) && (await battleById({ db, battleId }))) throw new AppError('conflict', 'server.battleIsLive');
  throw new AppError('notFound', 'server.battleNotFound');
}
