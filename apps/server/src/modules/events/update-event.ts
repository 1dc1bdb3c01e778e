import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { EventInput } from './event-input.ts';
import { eventById, eventSchedule } from './queries.ts';
import { saveEventParticipants } from './save-event-participants.ts';
import { saveEventSchedule } from './save-event-schedule.ts';

/**
 * Raises the event's version and sets `columns`, when the caller read the version it names (any,
 * when it names none). The row lock of the update makes a second save of the same version wait and
 * then find it gone: 409, never a silent overwrite (docs/product.md#rule-68). 404 for an unknown event.
 */
async function bumpEventVersion({
  db,
  eventId,
  version,
  columns = {},
}: {
  db: Executor;
  eventId: string;
  version?: number | undefined;
  columns?: EventInput['columns'];
}) {
  const sameVersion = version === undefined ? undefined : eq(events.version, version);
  const [row] = isUuid(eventId)
    ? await db
        .update(events)
        .set({ ...columns, version: sql`${events.version} + 1` })
        .where(and(eq(events.id, eventId), sameVersion))
        .returning()
    : [];
  if (row) return row;
  if (isUuid(eventId) && (await eventById({ db, eventId }))) throw new AppError('conflict', 'server.eventChanged');
  throw new AppError('notFound', 'server.eventNotFound');
}

/**
 * Changes what the organiser sent of an event, in one transaction; the rest stays. A new time zone
 * reads the kept schedule in it again (docs/product.md#rule-31). 404 for an unknown or malformed id,
 * 409 when someone saved it since the organiser read `version`.
 */
export async function updateEvent({
  db,
  changes,
  by,
  eventId,
  input,
  version,
}: Publishing & {
  eventId: string;
  input: EventInput;
  version?: number | undefined;
}): Promise<void> {
  const change = await db.transaction(async (tx) => {
    const { timezone, ...columns } = input.columns;
    const event = await bumpEventVersion({ db: tx, eventId, version, columns });
    if (input.dateTimes || timezone) {
      const dateTimes = input.dateTimes ?? (await eventSchedule({ db: tx, eventId }));
      await saveEventSchedule({ db: tx, eventId, timezone: timezone ?? event.timezone, dateTimes });
    }
    if (input.participantIds) await saveEventParticipants({ db: tx, eventId, participantIds: input.participantIds });
    // Which fields were sent, not their values: the event itself holds them.
    const payload = {
      fields: Object.keys(input.columns),
      ...(input.dateTimes && { schedule: true }),
      ...(input.participantIds && { participants: true }),
    };
    return logChange({ db: tx, changes, eventId, kind: 'eventUpdated', by, payload });
  });
  changes.publish(change);
}
