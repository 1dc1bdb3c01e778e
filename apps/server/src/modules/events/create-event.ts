import { DEFAULT_TIMEZONE, type EventDateTime, type TProjectorLanguage, type TVotingRule } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { saveEventParticipants } from './save-event-participants.ts';
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
  venueNameEng?: string;
  venueNameJap?: string;
  venueAddressEng?: string;
  venueAddressJap?: string;
  /** Who may vote (docs/decisions.md#333); the column's default, 'room_or_proven', unless told. */
  votingRule?: TVotingRule;
  /** Voting closes by itself at time up (docs/decisions.md#396); the column's default, off, unless told. */
  autoCloseVoting?: boolean;
  /** The projector's language (docs/product.md#rule-397); the column's default, both, unless told. */
  projectorLanguage?: TProjectorLanguage;
  /** A rehearsal's throwaway event (docs/decisions.md#250). */
  rehearsal?: boolean;
}

export interface CreateEventOptions {
  db: Database;
  event: NewEvent;
  dateTimes: readonly EventDateTime[];
  participantIds?: readonly string[];
}

/**
 * Creates an event with its schedule and participants in one transaction: an unknown time zone, a
 * malformed schedule or a participant who is not a user refuses it whole (400). With a fixed id that
 * already exists nothing changes (demo content loads idempotently); the id is returned either way.
 * The write that the organisers' call (addEvent), rehearsals, demo content and tests share: it tells no one.
 */
export async function createEvent({ db, event, dateTimes, participantIds = [] }: CreateEventOptions): Promise<string> {
  return db.transaction(async (tx) => {
    const timezone = event.timezone ?? DEFAULT_TIMEZONE;
    const [created] = await tx
      .insert(events)
      .values({ ...event, timezone })
      .onConflictDoNothing()
      .returning({ id: events.id });
    if (!created) return event.id ?? '';
    await saveEventSchedule({ db: tx, eventId: created.id, timezone, dateTimes });
    await saveEventParticipants({ db: tx, eventId: created.id, participantIds });
    return created.id;
  });
}
