import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { eventById, type EventRow } from './queries.ts';

/** The event a call names: 404 when there is none, and for a malformed id. */
export async function requireEvent({ db, eventId }: { db: Executor; eventId: string }): Promise<EventRow> {
  const event = isUuid(eventId) ? await eventById({ db, eventId }) : undefined;
  if (!event) throw new AppError('notFound', 'server.eventNotFound');
  return event;
}
