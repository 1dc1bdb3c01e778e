import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';

/** How many attempts a key may make, and how fast. */
export interface AttemptRule {
  /** Attempts a key may reserve within one window, which starts with its first attempt. */
  limit: number;
  windowMs: number;
  /**
   * Growing delays: the first `free` attempts of a window go at once; after the n-th attempt
   * (n ≥ free) the next one waits baseMs·2^(n−free), at most maxMs.
   */
  backoff?: { free: number; baseMs: number; maxMs: number };
}

/** A slot taken by `reserve`: given back by `refund` when the attempt turns out not to count. */
export interface Reservation {
  key: string;
  rule: AttemptRule;
  windowEndsAt: Date;
  /** How many attempts it took at once. */
  amount: number;
}

type ReserveOutcome = { reserved: true; reservation: Reservation } | { reserved: false; waitMs: number };

export interface AttemptLimiter {
  /**
   * Takes one attempt of `key` under `rule` (or `amount` at once, all or none), or answers how long to wait. One
   * statement, atomic. Given `db`, a transaction, it counts in that transaction: the count goes if the work rolls back.
   */
  reserve(key: string, rule: AttemptRule, options?: ReserveOptions): Promise<ReserveOutcome>;
  /** Gives a reserved slot back (the attempt succeeded, or another limit refused it). */
  refund(reservation: Reservation): Promise<void>;
  /** Forgets a key: its window and its delays start over. */
  clear(key: string): Promise<void>;
  /** Deletes the rows whose window and wait are over. */
  prune(): Promise<number>;
}

interface ReserveOptions {
  amount?: number;
  db?: Executor;
}

const PRUNE_EVERY_MS = 60_000;
const NOT_BLOCKED = new Date(0);
/** 2^30 ms is twelve days: the exponent never needs more, and power() never overflows. */
const MAX_DOUBLINGS = 30;

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const milliseconds = (amount: number | SQL) => sql`(${amount})::float8 * interval '1 ms'`;

/** The wait after the n-th attempt of a window, as an interval. */
function delayAfter(n: SQL, rule: AttemptRule): SQL {
  const backoff = rule.backoff;
  if (!backoff) return milliseconds(0);
  const doublings = sql`least(${n} - ${backoff.free}::int, ${MAX_DOUBLINGS}::int)`;
  return milliseconds(
    sql`case when ${n} < ${backoff.free}::int then 0 else least(${backoff.baseMs}::float8 * power(2, ${doublings}), ${backoff.maxMs}::float8) end`,
  );
}

/**
 * Until when a key waits after its n-th attempt. Without a delay, not at all (the epoch), rather
 * than until "now": a concurrent attempt whose clock read a moment earlier must not find itself
 * blocked by a later one's now.
 */
const blockedAfter = (n: SQL, rule: AttemptRule, moment: Date): SQL =>
  sql`case when ${delayAfter(n, rule)} > interval '0 ms' then ${at(moment)} + ${delayAfter(n, rule)} else ${at(NOT_BLOCKED)} end`;

/**
 * Attempt limits kept in the database (docs/decisions.md#73), so that a burst, several processes
 * and a restart all count once. `reserve` is one upsert whose condition is the rule: on PostgreSQL
 * the conflicting row is locked and the condition read on its newest version, so concurrent
 * reservations of a key queue on that row and never both take the last slot, under READ COMMITTED
 * too. Reserve before the work it guards; refund what did not count.
 */
export function createAttemptLimiter({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}): AttemptLimiter {
  let prunedAt = 0;
  const prune = async () => {
    const moment = now();
    prunedAt = moment.getTime();
    const gone = await db
      .delete(attemptCounters)
      .where(and(lt(attemptCounters.windowEndsAt, moment), lt(attemptCounters.blockedUntil, moment)))
      .returning({ key: attemptCounters.key });
    return gone.length;
  };

  return {
    async reserve(key, rule, { amount = 1, db: executor = db } = {}) {
      const moment = now();
      if (moment.getTime() - prunedAt > PRUNE_EVERY_MS) void prune().catch(() => undefined);
      // More at once than a whole window holds: never, and no row needs to tell so.
      if (amount > rule.limit) return { reserved: false, waitMs: rule.windowMs };
      const windowOver = sql`${attemptCounters.windowEndsAt} <= ${at(moment)}`;
      const nextCount = sql`(case when ${windowOver} then ${amount}::int else ${attemptCounters.count} + ${amount}::int end)`;
      const [row] = await executor
        .insert(attemptCounters)
        .values({
          key,
          count: amount,
          windowEndsAt: sql`${at(moment)} + ${milliseconds(rule.windowMs)}`,
          blockedUntil: blockedAfter(sql`${amount}::int`, rule, moment),
        })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: nextCount,
            windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
            blockedUntil: blockedAfter(nextCount, rule, moment),
          },
          setWhere: sql`${windowOver} or (${attemptCounters.count} + ${amount}::int <= ${rule.limit}::int and ${attemptCounters.blockedUntil} <= ${at(moment)})`,
        })
        .returning({ windowEndsAt: attemptCounters.windowEndsAt });
      if (row) return { reserved: true, reservation: { key, rule, windowEndsAt: row.windowEndsAt, amount } };
      const [current] = await executor.select().from(attemptCounters).where(eq(attemptCounters.key, key));
      if (!current) return { reserved: false, waitMs: 1000 };
      const full = current.count + amount > rule.limit && current.windowEndsAt > moment;
      const until = full
        ? Math.max(current.windowEndsAt.getTime(), current.blockedUntil.getTime())
        : current.blockedUntil.getTime();
      // The wait counts from now, not from `moment`: a concurrent attempt that read the clock later
      // may have opened the window, and a 60 s interval must never read as 61 s.
      return { reserved: false, waitMs: Math.max(1000, until - now().getTime()) };
    },

    async refund({ key, rule, windowEndsAt, amount }) {
      const moment = now();
      const left = sql`greatest(${attemptCounters.count} - ${amount}::int, 0)`;
      await db
        .update(attemptCounters)
        .set({
          count: left,
          blockedUntil: sql`least(${attemptCounters.blockedUntil}, ${blockedAfter(left, rule, moment)})`,
        })
        .where(
          and(
            eq(attemptCounters.key, key),
            eq(attemptCounters.windowEndsAt, windowEndsAt),
            gt(attemptCounters.count, 0),
          ),
        );
    },

    async clear(key) {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },

    prune,
  };
}
