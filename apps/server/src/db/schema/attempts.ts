import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Attempt counters (docs/decisions.md#73): one row per key (an account, a client, an address),
 * reserved by one conditional upsert before the work it guards, so bursts, processes and restarts
 * all count once. Rows whose window and wait are over are pruned.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    /** Attempts reserved in the current window. */
    count: integer('count').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
    /** No attempt before this instant (the growing delays of a throttled pair). */
    blockedUntil: instant('blocked_until').notNull(),
  },
  (t) => [index('attempt_counters_window_idx').on(t.windowEndsAt)],
);
