import { type LogEntryKind } from '@artclash/contract/values';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { events } from './events.ts';

/**
 * The record of an event's night (docs/decisions.md#403): append-only, one entry per change a live screen shows
 * and per organiser action, written in the transaction of the change; the current state stays in its own tables.
 * `seq` counts 1, 2, 3… per event, in commit order (events.log_seq hands them out). Who acted and the battle are
 * kept as plain ids, without keys: the record outlives a deleted battle and names a deleted account's old id.
 */
export const eventLog = pgTable(
  'event_log',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: instant('at').notNull().defaultNow(),
    kind: text('kind').$type<LogEntryKind>().notNull(),
    /** The organiser who acted, or the fan who voted; null for the server itself (voting closed at time up). */
    actorId: uuid('actor_id'),
    /** The screen the organiser acted from (docs/decisions.md#404), when it said. */
    screen: text('screen'),
    battleId: uuid('battle_id'),
    /** What the entry says beyond its kind: the move, the fields changed, the vote's side. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seq] }), index('event_log_battle_idx').on(t.battleId)],
);

/**
 * Ended sessions, in order (docs/decisions.md#407): each process forgets the sessions a notice names, and one that
 * missed notices reads the ends after the last it saw. Kept an hour: the session guard keeps a session 30 s.
 */
export const sessionEnds = pgTable('session_ends', {
  seq: integer('seq').primaryKey(),
  at: instant('at').notNull().defaultNow(),
  userId: uuid('user_id').notNull(),
  /** One session ended, or null: every session of the user. */
  sessionId: uuid('session_id'),
});
