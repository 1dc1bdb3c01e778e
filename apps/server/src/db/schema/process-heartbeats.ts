import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * What each running server process sees of the room, written every 2 s (docs/decisions.md#251): the control
 * room adds the viewers up over every process and tells whether each one still receives changes.
 */
export const processHeartbeats = pgTable('process_heartbeats', {
  processId: text('process_id').primaryKey(),
  /** Viewers on the live stream of this process, by event id. */
  viewers: jsonb('viewers').$type<Record<string, number>>().notNull().default({}),
  /** How long the oldest vote this process has not yet answered has waited, in ms (0: none). */
  oldestVoteMs: integer('oldest_vote_ms').notNull().default(0),
  /** Whether the process's change feed is listening. */
  listening: boolean('listening').notNull(),
  beatAt: instant('beat_at').notNull(),
});
