import type { Publishing } from '../../db/client.ts';
import { createEvent, type CreateEventOptions } from './create-event.ts';

/** adminEventCreate (§2.12): the organiser's new event (createEvent), told to the live screens and lists. */
export async function addEvent({ changes, ...event }: CreateEventOptions & Publishing): Promise<string> {
  const eventId = await createEvent(event);
  changes.publish({ eventId, kind: 'event' });
  return eventId;
}
