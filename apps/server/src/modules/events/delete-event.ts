import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';

/** Deletes an event; its schedule, participants, battles, roulettes and votes go with it (the foreign keys cascade). 404 when there is none. */
export async function deleteEvent({ db, eventId }: { db: Executor; eventId: string }): Promise<void> {
  const [deleted] = isUuid(eventId)
    ? await db.delete(events).where(eq(events.id, eventId)).returning({ id: events.id })
    : [];
  if (!deleted) throw new AppError('notFound', 'server.eventNotFound');
}
