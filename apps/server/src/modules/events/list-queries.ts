import type { THomeCity } from '@artclash/contract';
import { and, asc, desc, eq, exists, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventDateTimes, events } from '../../db/schema.ts';

export type EventRow = typeof events.$inferSelect;

/** Not yet ended, soonest first; an event without date_times has not ended. */
export function upcomingEvents({ db, now }: { db: Executor; now: Date }): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(or(isNull(events.endsAt), gt(events.endsAt, now)))
    .orderBy(sql`${events.startsAt} asc nulls last`, asc(events.createdAt));
}

/** Ended, most recent first; optionally one home tab (decision 9). */
export function pastEvents({ db, now, city }: { db: Executor; now: Date; city?: THomeCity | undefined }): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(lte(events.endsAt, now), city ? eq(events.city, city) : undefined))
    .orderBy(desc(events.endsAt), asc(events.createdAt));
}

/** Every event, or those with any date_times entry sharing an instant with [from, to] (the calendar). */
export function eventsInRange({ db, from, to }: { db: Executor; from?: Date | undefined; to?: Date | undefined }): Promise<EventRow[]> {
  const inRange =
    from || to
      ? exists(
          db
            .select({ one: sql`1` })
            .from(eventDateTimes)
            .where(
              and(
                eq(eventDateTimes.eventId, events.id),
                to ? lte(eventDateTimes.startsAt, to) : undefined,
                from ? gte(eventDateTimes.endsAt, from) : undefined,
              ),
            ),
        )
      : undefined;
  return db.select().from(events).where(inRange).orderBy(sql`${events.startsAt} asc nulls last`, asc(events.createdAt));
}

export async function eventById({ db, eventId }: { db: Executor; eventId: string }): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row;
}
