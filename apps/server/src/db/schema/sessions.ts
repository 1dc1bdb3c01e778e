import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';
import { users } from './users.ts';

/**
 * Signed-in sessions (docs/decisions.md#70): a token names its session (`sid`), and a session that
 * has ended or expired admits no token, however fresh. A social sign-in's session waits for its
 * one-time code to be exchanged (docs/decisions.md#72).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the newest token was issued (sign-in or renewal); older tokens may no longer renew. */
    renewedAt: instant('renewed_at').notNull().defaultNow(),
    /** Idle end: pushed on by every renewal. */
    expiresAt: instant('expires_at').notNull(),
    /** Logout, logout everywhere or a password change. */
    endedAt: instant('ended_at'),
    /** HMAC of the one-time code of a social sign-in, until it is exchanged. */
    exchangeCodeHash: text('exchange_code_hash'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // No index on expires_at: the purge reads the table whole (it also asks for ended_at), and before the statistics had
    // seen a wave of sessions, a live session's read was planned on it, every session for every key
    // (docs/decisions.md#431). A renewal, which moves expires_at, can so update its row in place.
    // Only the sign-ins waiting for their code: a live session's read (exchange_code_hash is null) could otherwise be
    // planned on it, reading every session before the table's statistics say nearly all are null (docs/decisions.md#431).
    index('sessions_exchange_code_idx')
      .on(t.exchangeCodeHash)
      .where(sql`${t.exchangeCodeHash} is not null`),
  ],
);
