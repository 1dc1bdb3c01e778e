import { and, eq, gt, isNull, lt, lte, ne, or, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedStatement } from '../../db/named.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { type AccountRow, accountColumns } from './queries.ts';

// Sessions (docs/decisions.md#70): a row per sign-in; a token is good only while its row is live.

const live = (now: Date | Placeholder) =>
  and(isNull(sessions.endedAt), gt(sessions.expiresAt, now), isNull(sessions.exchangeCodeHash));

export async function insertSession(options: {
  db: Executor;
  userId: string;
  now: Date;
  expiresAt: Date;
  exchangeCodeHash?: string;
}): Promise<string> {
  const { db, userId, now, expiresAt, exchangeCodeHash } = options;
  const [row] = await db
    .insert(sessions)
    .values({ userId, createdAt: now, renewedAt: now, expiresAt, exchangeCodeHash })
    .returning({ id: sessions.id });
  return row!.id;
}

/** A session a token names: its id and its account's. */
export interface SessionKey {
  sessionId: string;
  userId: string;
}

/**
 * The accounts of live sessions of active accounts, with each session's idle end, in one round trip
 * for many: the session guard's only query when its cache has not got a session (plugins/auth.ts sends
 * the sessions of requests that arrive together in one). One answer per key, in order.
 */
export async function accountsOfLiveSessions(options: {
  db: Executor;
  keys: readonly SessionKey[];
  now: Date;
}): Promise<((AccountRow & { sessionExpiresAt: Date }) | undefined)[]> {
  const { db, keys, now } = options;
  const found = await readLiveSessions(db, {
    sessionIds: keys.map((key) => key.sessionId),
    userIds: keys.map((key) => key.userId),
    now: now.toISOString(),
  });
  const bySession = new Map(found.map(({ session: { sessionId, ...account } }) => [sessionId, account]));
  return keys.map((key) => {
    const account = bySession.get(key.sessionId);
    return account?.id === key.userId ? account : undefined;
  });
}

/** The keys a read asks for, a row each: `keys.session`, `keys.account`. */
const keysOfSessions = sql`unnest(${sql.placeholder('sessionIds')}::uuid[], ${sql.placeholder('userIds')}::uuid[])
  as keys(session, account)`;

const readLiveSessions = namedStatement<{ sessionIds: string[]; userIds: string[]; now: string }, SessionRow[]>(
  (db) => {
    // For each key, its session and the session's account by their primary keys: a few lookups a key, whatever the
    // statistics say. Before they have seen a wave of new sessions, PostgreSQL takes a live session for a rarity, and a
    // join it may order freely began from a pass over every session (docs/decisions.md#431). `limit 1` keeps the key's
    // lookup a step of its own, taken once a key, which the planner cannot reorder.
    const session = db
      .select({
        ...accountColumns,
        // Named apart from the account's own columns, which the subquery's select list also holds.
        sessionId: sql<string>`${sessions.id}`.as('session_id'),
        sessionExpiresAt: sql<Date>`${sessions.expiresAt}`.mapWith(sessions.expiresAt).as('session_expires_at'),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql`keys.session`),
          eq(sessions.userId, sql`keys.account`),
          live(sql.placeholder('now')),
          eq(users.accountStatus, 'active'),
        ),
      )
      .limit(1)
      .as('session');
    return db.select().from(keysOfSessions).crossJoinLateral(session).prepare('accounts_of_live_sessions');
  },
);

type SessionRow = { session: AccountRow & { sessionId: string; sessionExpiresAt: Date } };

/**
 * Renews a live session unless it was renewed after `notRenewedAfter` (so a stale copy of an older
 * token cannot keep a session going); answers whether it did.
 */
export async function renewSession(options: {
  db: Executor;
  sessionId: string;
  userId: string;
  notRenewedAfter: Date;
  now: Date;
  expiresAt: Date;
}): Promise<boolean> {
  const { db, sessionId, userId, notRenewedAfter, now, expiresAt } = options;
  const renewed = await db
    .update(sessions)
    .set({ renewedAt: now, expiresAt })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now), lte(sessions.renewedAt, notRenewedAfter)),
    )
    .returning({ id: sessions.id });
  return renewed.length > 0;
}

/** Ends one session of the user; whether it was live. */
export async function endSession({
  db,
  sessionId,
  userId,
  now,
}: {
  db: Executor;
  sessionId: string;
  userId: string;
  now: Date;
}): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the user, or every one but `except`; how many. */
export async function endSessionsOfUser({
  db,
  userId,
  now,
  except,
}: {
  db: Executor;
  userId: string;
  now: Date;
  except?: string;
}): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Exchanges a social sign-in's one-time code, once and in time, for its session: the session's id and user. */
export async function exchangeSignInCode(options: {
  db: Executor;
  codeHash: string;
  now: Date;
  expiresAt: Date;
}): Promise<{ sessionId: string; userId: string } | undefined> {
  const { db, codeHash, now, expiresAt } = options;
  const [row] = await db
    .update(sessions)
    .set({ exchangeCodeHash: null, renewedAt: now, expiresAt })
    .where(and(eq(sessions.exchangeCodeHash, codeHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .returning({ sessionId: sessions.id, userId: sessions.userId });
  return row;
}

/** Deletes sessions that ended or expired more than `keepMs` ago. */
export async function pruneSessions({ db, now, keepMs }: { db: Executor; now: Date; keepMs: number }): Promise<void> {
  const before = new Date(now.getTime() - keepMs);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.endedAt, before)));
}
