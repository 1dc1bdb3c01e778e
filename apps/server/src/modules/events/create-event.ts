import { DEFAULT_TIMEZONE, type EventDateTime } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { eventParticipants, events } from '../../db/schema/index.ts';
import { saveEventSchedule } from './save-event-schedule.ts';

export interface NewEvent {
  id?: string;
  eventType?: string;
  titleEng: string;
  titleJap: string;
  rulesEng?: string;
  rulesJap?: string;
  images?: string[];
  youtubeEmd?: string;
  battlesTime?: number;
  timezone?: string;
  city?: string;
}

export interface CreateEventOptions {
  db: Database;
  event: NewEvent;
  dateTimes: readonly EventDateTime[];
  participantIds?: readonly string[];
}

/**
 * Creates an event with its schedule and participants in one transaction. With a fixed id that
 * already exists nothing changes (demo content loads idempotently); the id is returned either way.
 */
export async function createEvent({ db, event, dateTimes, participantIds = [] }: CreateEventOptions): Promise<string> {
  return db.transaction(async (tx) => {
    const timezone = event.timezone ?? DEFAULT_TIMEZONE;
    const [created] = await tx.insert(events).values({ ...event, timezone }).onConflictDoNothing().returning({ id: events.id });
    if (!created) return event.id ?? '';
    await saveEventSchedule({ db: tx, eventId: created.id, timezone, dateTimes });
    if (participantIds.length) {
      await tx.insert(eventParticipants).values(participantIds.map((userId, position) => ({ eventId: created.id, userId, position })));
    }
    return created.id;
  });
}
