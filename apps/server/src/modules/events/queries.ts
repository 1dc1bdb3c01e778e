import { type EventDateTime, nightIsOver, type THomeCity } from '@artclash/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, eventDateTimes, eventParticipants, events, users, votes } from '../../db/schema/index.ts';
import { containing, type PublicUserRow, publicUserColumns } from '../users/index.ts';

export type EventRow = typeof events.$inferSelect;
export type DateTimeRow = typeof eventDateTimes.$inferSelect;

/** An event the public lists show: every event but a rehearsal's (docs/decisions.md#250). */
const listed = eq(events.rehearsal, false);

/** Not yet ended, soonest first; an event without date_times has not ended. */
export function upcomingEvents({ db, now }: { db: Executor; now: Date }): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(listed, or(isNull(events.endsAt), gt(events.endsAt, now))))
    .orderBy(sql`${events.startsAt} asc nulls last`, asc(events.createdAt));
}

/** Ended, most recent first; optionally one home tab (docs/product.md#rule-9). */
export function pastEvents({
  db,
  now,
  city,
}: {
  db: Executor;
  now: Date;
  city?: THomeCity | undefined;
}): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(listed, lte(events.endsAt, now), city ? eq(events.city, city) : undefined))
    .orderBy(desc(events.endsAt), asc(events.createdAt));
}

/** The events `userId` took part in (docs/product.md#rule-9), latest first. */
export function eventsOfParticipant({ db, userId }: { db: Executor; userId: string }): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        listed,
        exists(
          db
            .select({ one: sql`1` })
            .from(eventParticipants)
            .where(and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId))),
        ),
      ),
    )
    .orderBy(sql`${events.startsAt} desc nulls first`, desc(events.createdAt));
}

/**
 * The ended events `userId` took part in as a participant or as a battle player, the latest ended
 * first (Event History, docs/product.md#rule-178).
 */
export function pastEventsOfMember({
  db,
  userId,
  now,
}: {
  db: Executor;
  userId: string;
  now: Date;
}): Promise<EventRow[]> {
  const participated = exists(
    db
      .select({ one: sql`1` })
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId))),
  );
  const played = exists(
    db
      .select({ one: sql`1` })
      .from(battles)
      .where(and(eq(battles.eventId, events.id), or(eq(battles.player1Id, userId), eq(battles.player2Id, userId)))),
  );
  return db
    .select()
    .from(events)
    .where(and(listed, lte(events.endsAt, now), or(participated, played)))
    .orderBy(desc(events.endsAt), asc(events.createdAt));
}

/** The events of `eventIds`, in no particular order. */
export const eventsWithIds = ({ db, eventIds }: { db: Executor; eventIds: string[] }): Promise<EventRow[]> =>
  eventIds.length ? db.select().from(events).where(inArray(events.id, eventIds)) : Promise.resolve([]);

/** Every event, or those with any date_times entry sharing an instant with [from, to] (the calendar). */
export function eventsInRange({
  db,
  from,
  to,
}: {
  db: Executor;
  from?: Date | undefined;
  to?: Date | undefined;
}): Promise<EventRow[]> {
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
  return db
    .select()
    .from(events)
    .where(and(listed, inRange))
    .orderBy(sql`${events.startsAt} asc nulls last`, asc(events.createdAt));
}

/** The ids of the events whose id starts with the eight hex digits `code` (a join code, docs/product.md#rule-309). */
export async function eventIdsByJoinCode({ db, code }: { db: Executor; code: string }): Promise<string[]> {
  const prefix = `${code.slice(0, 8)}-`;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(sql`${events.id}::text like ${`${prefix}%`}`)
    .limit(2);
  return rows.map((row) => row.id);
}

export async function eventById({ db, eventId }: { db: Executor; eventId: string }): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row;
}

export interface EventRelations {
  dateTimes: DateTimeRow[];
  participants: (PublicUserRow & { eventId: string })[];
  /** Everyone who played a battle of an event whose results are public. */
  players: (PublicUserRow & { eventId: string })[];
  wins: { eventId: string; userId: string | null; wins: number }[];
  votesReceived: { eventId: string; userId: string; votes: number }[];
  /** Every battle of every event in its order, for the final (docs/product.md#rule-111) and its night's end (#376). */
  outcomes: {
    eventId: string;
    status: 'live' | 'complete' | null;
    winnerId: string | null;
    player1Id: string | null;
    player2Id: string | null;
  }[];
}

/**
 * Everything the event presenter needs for a whole list, in a fixed number of queries whatever
 * the list's length (no N+1). Rankings are only loaded for events whose results are public: past ones, and
 * those whose every battle is complete (docs/product.md#rule-376), which the battles of the first round tell.
 */
export async function eventRelations({
  db,
  eventIds,
  pastEventIds,
}: {
  db: Executor;
  eventIds: string[];
  pastEventIds: string[];
}): Promise<EventRelations> {
  const none: EventRelations = {
    dateTimes: [],
    participants: [],
    players: [],
    wins: [],
    votesReceived: [],
    outcomes: [],
  };
  if (eventIds.length === 0) return none;
  const [dateTimes, participants, outcomes] = await Promise.all([
    db
      .select()
      .from(eventDateTimes)
      .where(inArray(eventDateTimes.eventId, eventIds))
      .orderBy(asc(eventDateTimes.eventId), asc(eventDateTimes.position)),
    db
      .select({ eventId: eventParticipants.eventId, ...publicUserColumns })
      .from(eventParticipants)
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .where(inArray(eventParticipants.eventId, eventIds))
      .orderBy(asc(eventParticipants.position)),
    db
      .select({
        eventId: battles.eventId,
        status: battles.battleStatus,
        winnerId: battles.winnerId,
        player1Id: battles.player1Id,
        player2Id: battles.player2Id,
      })
      .from(battles)
      .where(inArray(battles.eventId, eventIds))
      .orderBy(asc(battles.eventId), asc(battles.position), asc(battles.createdAt)),
  ]);
  const past = new Set(pastEventIds);
  const rankedIds = eventIds.filter(
    (eventId) => past.has(eventId) || nightIsOver(outcomes.filter((outcome) => outcome.eventId === eventId)),
  );
  if (rankedIds.length === 0) return { ...none, dateTimes, participants, outcomes };
  const [players, wins, votesReceived] = await Promise.all([
    db
      .selectDistinct({ eventId: battles.eventId, ...publicUserColumns })
      .from(battles)
      .innerJoin(users, or(eq(users.id, battles.player1Id), eq(users.id, battles.player2Id)))
      .where(inArray(battles.eventId, rankedIds)),
    db
      .select({ eventId: battles.eventId, userId: battles.winnerId, wins: count() })
      .from(battles)
      .where(and(inArray(battles.eventId, rankedIds), isNotNull(battles.winnerId)))
      .groupBy(battles.eventId, battles.winnerId),
    db
      .select({ eventId: votes.eventId, userId: votes.receiverId, votes: count() })
      .from(votes)
      .where(inArray(votes.eventId, rankedIds))
      .groupBy(votes.eventId, votes.receiverId),
  ]);
  return { dateTimes, participants, players, wins, votesReceived, outcomes };
}

/** An event's date_times entries as they were entered, in order. */
export async function eventSchedule({ db, eventId }: { db: Executor; eventId: string }): Promise<EventDateTime[]> {
  return db
    .select({ dates: eventDateTimes.dates, start_time: eventDateTimes.startTime, end_time: eventDateTimes.endTime })
    .from(eventDateTimes)
    .where(eq(eventDateTimes.eventId, eventId))
    .orderBy(asc(eventDateTimes.position));
}

export interface AdminEventPage {
  rows: (EventRow & { battles: number })[];
  total: number;
}

/** The console's list: upcoming (soonest first) or past (latest first), titles containing `q` in either language. */
export async function adminEventPage({
  db,
  now,
  when,
  q,
  offset,
  limit,
}: {
  db: Executor;
  now: Date;
  when: 'upcoming' | 'past';
  q: string;
  offset: number;
  limit: number;
}): Promise<AdminEventPage> {
  const period = when === 'upcoming' ? or(isNull(events.endsAt), gt(events.endsAt, now)) : lte(events.endsAt, now);
  const titled = q ? or(ilike(events.titleEng, containing(q)), ilike(events.titleJap, containing(q))) : undefined;
  const where = and(period, titled);
  const order =
    when === 'upcoming'
      ? [sql`${events.startsAt} asc nulls last`, asc(events.createdAt)]
      : [desc(events.endsAt), asc(events.createdAt)];
  const battleCount = db.$count(battles, eq(battles.eventId, events.id));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ event: events, battles: battleCount })
      .from(events)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.event, battles: Number(row.battles) })), total: totalRow?.total ?? 0 };
}

/** An event's participants, in their order. */
export interface EventParticipants {
  db: Executor;
  eventId: string;
  participantIds: readonly string[];
}

/** The event's participants become `participantIds`, in that order. */
export async function replaceEventParticipants({ db, eventId, participantIds }: EventParticipants): Promise<void> {
  await db.delete(eventParticipants).where(eq(eventParticipants.eventId, eventId));
  if (participantIds.length)
    await db
      .insert(eventParticipants)
      .values(participantIds.map((userId, position) => ({ eventId, userId, position })));
}

/** The event's date-times become `rows`, with its time zone and its span (docs/product.md#rule-31). */
export async function replaceEventSchedule({
  db,
  eventId,
  timezone,
  rows,
  span,
}: {
  db: Executor;
  eventId: string;
  timezone: string;
  rows: (typeof eventDateTimes.$inferInsert)[];
  span: { startsAt: Date | null; endsAt: Date | null };
}): Promise<void> {
  await db.delete(eventDateTimes).where(eq(eventDateTimes.eventId, eventId));
  if (rows.length) await db.insert(eventDateTimes).values(rows);
  await db
    .update(events)
    .set({ timezone, ...span })
    .where(eq(events.id, eventId));
}
