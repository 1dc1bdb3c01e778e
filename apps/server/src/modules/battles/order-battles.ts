import { eq, sql } from 'drizzle-orm';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { battles } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireEvent } from '../events/index.ts';

/**
 * Puts the event's battles in the given order, in one transaction: the list must name each battle of
 * the event exactly once (400 otherwise, nothing moved). The rows are locked first, so a battle added
 * or removed meanwhile is either in the check or waits for it. 404 for an unknown event.
 */
export async function orderBattles({
  db,
  changes,
  by,
  eventId,
  battleIds,
}: Publishing & {
  eventId: string;
  battleIds: readonly string[];
}): Promise<void> {
  await requireEvent({ db, eventId });
  const change = await db.transaction(async (tx) => {
    const current = await tx.select({ id: battles.id }).from(battles).where(eq(battles.eventId, eventId)).for('update');
    const known = new Set(current.map((row) => row.id));
    if (battleIds.length !== known.size || !battleIds.every((id) => known.has(id))) {
      throw new AppError('invalidInput', 'server.battleOrderMismatch', {
        errors: { battles: 'server.battleOrderMismatch' },
      });
    }
    const whens = battleIds.map((id, index) => sql`when ${id}::uuid then ${index}::integer`);
    const position = sql`case ${battles.id} ${sql.join(whens, sql` `)} end`;
    await tx.update(battles).set({ position }).where(eq(battles.eventId, eventId));
    return logChange({ db: tx, changes, eventId, kind: 'battlesOrdered', by, payload: { battleIds } });
  });
  changes.publish(change);
}
