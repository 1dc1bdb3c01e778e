import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { EventInput } from './event-input.ts';
import { eventById, eventSchedule } from './queries.ts';
import { saveEventParticipants } from './save-event-participants.ts';
import { saveEventSchedule } from './save-event-schedule.ts';

/**
 * Changes what the organiser sent of an event, in one transaction; the rest stays. A new time zone
 * reads the kept schedule in it again (docs/decisions.md#31). 404 for an unknown or malformed id.
 */
export async function updateEvent({ db, eventId, input }: { db: Database; eventId: string; input: EventInput }): Promise<void> {
  if (!isUuid(eventId)) throw new AppError('notFound', 'server.eventNotFound');
  await db.transaction(async (tx) => {
    const event = await eventById({ db: tx, eventId });
    if (!event) throw new AppError('notFound', 'server.eventNotFound');
    const { timezone, ...columns } = input.columns;
    if (Object.values(columns).some((value) => value !== undefined)) await tx.update(events).set(columns).where(eq(events.id, eventId));
    if (input.dateTimes || timezone) {
      const dateTimes = input.dateTimes ?? (await eventSchedule({ db: tx, eventId }));
      await saveEventSchedule({ db: tx, eventId, timezone: timezone ?? event.timezone, dateTimes });
    }
    if (input.participantIds) await saveEventParticipants({ db: tx, eventId, participantIds: input.participantIds });
  });
}
