import { eq, inArray } from 'drizzle-orm';
import type { Publishing } from '../../db/client.ts';
import { announceDeletedEvent } from '../../db/event-log.ts';
import { events, rehearsalAccounts, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';

/**
 * Deletes an event; its schedule, participants, battles, roulettes and votes go with it (the foreign keys
 * cascade), and so do a rehearsal's throwaway accounts (docs/decisions.md#250). 404 when there is none.
 */
export async function deleteEvent({
  db,
  changes,
  eventId,
}: Publishing & {
  eventId: string;
}): Promise<void> {
  if (!isUuid(eventId)) throw new AppError('notFound', 'server.eventNotFound');
  const deleted = await db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: rehearsalAccounts.userId })
      .from(rehearsalAccounts)
      .where(eq(rehearsalAccounts.eventId, eventId));
    const [event] = await tx.delete(events).where(eq(events.id, eventId)).returning({ id: events.id });
    if (accounts.length)
      await tx.delete(users).where(
        inArray(
          users.id,
          accounts.map((account) => account.id),
        ),
      );
    // Its log goes with it: the notice says the event is gone, without a sequence (docs/decisions.md#406).
    return event && announceDeletedEvent({ db: tx, changes, eventId });
  });
  if (!deleted) throw new AppError('notFound', 'server.eventNotFound');
  changes.publish(deleted);
}
