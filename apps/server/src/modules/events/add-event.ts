import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { createEvent, type CreateEventOptions } from './create-event.ts';

/** adminEventCreate (§2.12): the organiser's new event (createEvent), told to the live screens and lists. */
export async function addEvent({ db, changes, by, ...event }: CreateEventOptions & Publishing): Promise<string> {
  const [eventId, change] = await db.transaction(async (tx) => {
    const created = await createEvent({ ...event, db: tx });
    return [created, await logChange({ db: tx, changes, eventId: created, kind: 'eventCreated', by })] as const;
  });
  changes.publish(change);
  return eventId;
}
