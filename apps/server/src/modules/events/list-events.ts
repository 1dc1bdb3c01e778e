import { dateTimeInterval, type Language, type TEvent, type THomeCity } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { eventTypeOf, presentEvents } from './presenter.ts';
import {
  type EventRow,
  eventRelations,
  eventsInRange,
  eventsOfParticipant,
  eventsWithIds,
  pastEvents,
  pastEventsOfMember,
  upcomingEvents,
} from './queries.ts';

/** Event rows → the reply's events, with relations loaded in one batch for the whole list. */
export async function presentWithRelations({
  db,
  rows,
  now,
  language,
}: {
  db: Executor;
  rows: EventRow[];
  now: Date;
  language: Language;
}): Promise<TEvent[]> {
  const relations = await eventRelations({
    db,
    eventIds: rows.map((row) => row.id),
    pastEventIds: rows.filter((row) => eventTypeOf(row, now) === 'past').map((row) => row.id),
  });
  return presentEvents(rows, relations, now, language);
}

/** What every list (and every read of events) takes: the database, and the language its events are presented in. */
export interface Listing {
  db: Executor;
  language: Language;
}

/** Events not yet ended, soonest first (§7 GetUpcomingEvent). */
export async function listUpcomingEvents({ db, language }: Listing): Promise<TEvent[]> {
  const now = new Date();
  return presentWithRelations({ db, rows: await upcomingEvents({ db, now }), now, language });
}

/** Ended events, most recent first, optionally of one home tab (§7 GetPastEvent). */
export async function listPastEvents({
  db,
  language,
  city,
}: Listing & { city?: THomeCity | undefined }): Promise<TEvent[]> {
  const now = new Date();
  return presentWithRelations({ db, rows: await pastEvents({ db, now, city }), now, language });
}

/** Every event, or those with a session in [from, to] (the calendar, §7 AllEventGet). */
export async function listEventsInRange({ db, language, from, to }: Listing & Range): Promise<TEvent[]> {
  const rows = await eventsInRange({ db, from, to });
  return presentWithRelations({ db, rows, now: new Date(), language });
}

interface Range {
  from?: Date | undefined;
  to?: Date | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/decisions.md#263: the whole UTC days around a range, and their cache key. Every caller whose
 * range falls in the same days shares one cached reply, whatever milliseconds it sends, so a flood
 * of slightly different ranges neither skips the cache nor evicts everyone else's entries.
 */
export function wholeDays({ from, to }: Range): Range & { key: string } {
  const start = from && new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS);
  const end = to && new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS + DAY_MS - 1);
  return { from: start, to: end, key: `${start?.toISOString() ?? ''}:${end?.toISOString() ?? ''}` };
}

/** The events of a whole-day reply that have a session in the caller's exact range (the query's own rule). */
export function withinRange(events: TEvent[], { from, to }: Range): TEvent[] {
  if (!from && !to) return events;
  return events.filter((event) =>
    event.date_times.some((entry) => {
      try {
        const session = dateTimeInterval(entry, event.timezone);
        return (!to || session.start <= to) && (!from || session.end >= from);
      } catch {
        return false;
      }
    }),
  );
}

/** The events a user took part in, latest first (docs/product.md#rule-9: Participated Events, the profile's Events tab). */
export async function listEventsOfParticipant({
  db,
  userId,
  language,
}: Listing & { userId: string }): Promise<TEvent[]> {
  return presentWithRelations({ db, rows: await eventsOfParticipant({ db, userId }), now: new Date(), language });
}

/** The ended events a user took part in as a participant or a player, latest first (Event History, docs/product.md#rule-178). */
export async function listPastEventsOfMember({
  db,
  userId,
  language,
}: Listing & { userId: string }): Promise<TEvent[]> {
  const now = new Date();
  return presentWithRelations({ db, rows: await pastEventsOfMember({ db, userId, now }), now, language });
}

/** The events of `eventIds` as replies present them, by id. */
export async function presentEventsWithIds({
  db,
  eventIds,
  language,
}: Listing & { eventIds: string[] }): Promise<Map<string, TEvent>> {
  const events = await presentWithRelations({
    db,
    rows: await eventsWithIds({ db, eventIds }),
    now: new Date(),
    language,
  });
  return new Map(events.map((event) => [event._id, event]));
}
