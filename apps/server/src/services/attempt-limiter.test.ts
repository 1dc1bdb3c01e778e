import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { type AttemptLimiter, type AttemptRule, createAttemptLimiter } from './attempt-limiter.ts';

let database: OpenDatabase;
let now: number;
let limiter: AttemptLimiter;
const SECOND = 1000;

beforeAll(async () => {
  database = await openTestDatabase();
  now = Date.parse('2030-05-01T10:00:00Z');
  limiter = createAttemptLimiter({ db: database.db, now: () => new Date(now) });
});
afterAll(async () => database.close());

let keys = 0;
const newKey = () => `test:${(keys += 1)}`;
const reservedOf = async (key: string, rule: AttemptRule, times: number) => {
  const outcomes = [];
  for (let i = 0; i < times; i += 1) outcomes.push(await limiter.reserve(key, rule));
  return outcomes;
};

describe('the attempt limiter (docs/decisions.md#73)', () => {
  it('reserves `limit` attempts per window, then answers the wait until the window ends', async () => {
    const key = newKey();
    const rule = { limit: 3, windowMs: 60 * SECOND };
    expect((await reservedOf(key, rule, 3)).every((outcome) => outcome.reserved)).toBe(true);
    now += 10 * SECOND;
    expect(await limiter.reserve(key, rule)).toEqual({ reserved: false, waitMs: 50 * SECOND });
    now += 50 * SECOND;
    expect((await limiter.reserve(key, rule)).reserved).toBe(true);
  });

  it('reserves several attempts at once, all or none, and in a transaction that rolls back none at all', async () => {
    const key = newKey();
    const rule = { limit: 5, windowMs: 60 * SECOND };
    expect((await limiter.reserve(key, rule, { amount: 3 })).reserved).toBe(true);
    expect(await limiter.reserve(key, rule, { amount: 3 })).toEqual({ reserved: false, waitMs: 60 * SECOND });
    const two = await limiter.reserve(key, rule, { amount: 2 });
    expect(two.reserved).toBe(true);
    if (two.reserved) await limiter.refund(two.reservation);
    await database.db
      .transaction(async (tx) => {
        expect((await limiter.reserve(key, rule, { amount: 2, db: tx })).reserved).toBe(true);
        throw new Error('the work failed');
      })
      .catch(() => undefined);
    const [row] = await database.db.select().from(attemptCounters).where(eq(attemptCounters.key, key));
    expect(row?.count).toBe(3);
    expect(await limiter.reserve(key, rule, { amount: 6 })).toEqual({ reserved: false, waitMs: 60 * SECOND });
    expect((await limiter.reserve(key, rule, { amount: 2 })).reserved).toBe(true);
  });

  it('gives a refunded slot back, within the same window only', async () => {
    const key = newKey();
    const rule = { limit: 1, windowMs: 60 * SECOND };
    const first = await limiter.reserve(key, rule);
    expect(first.reserved).toBe(true);
    expect((await limiter.reserve(key, rule)).reserved).toBe(false);
    if (first.reserved) await limiter.refund(first.reservation);
    const second = await limiter.reserve(key, rule);
    expect(second.reserved).toBe(true);
    // A refund from an older window leaves the new window's count alone.
    now += 61 * SECOND;
    const third = await limiter.reserve(key, rule);
    if (second.reserved) await limiter.refund(second.reservation);
    expect(third.reserved).toBe(true);
    expect((await limiter.reserve(key, rule)).reserved).toBe(false);
  });

  it('grows the delay after the free attempts: 30 s, 60 s, 120 s, then at most the ceiling', async () => {
    const key = newKey();
    const rule = {
      limit: 1000,
      windowMs: 24 * 60 * 60 * SECOND,
      backoff: { free: 2, baseMs: 30 * SECOND, maxMs: 100 * SECOND },
    };
    expect((await reservedOf(key, rule, 2)).every((outcome) => outcome.reserved)).toBe(true);
    const waits = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await limiter.reserve(key, rule);
      expect(refused.reserved).toBe(false);
      const waitMs = refused.reserved ? 0 : refused.waitMs;
      waits.push(waitMs);
      now += waitMs;
      expect((await limiter.reserve(key, rule)).reserved).toBe(true);
    }
    expect(waits).toEqual([30 * SECOND, 60 * SECOND, 100 * SECOND, 100 * SECOND]);
    await limiter.clear(key);
    expect((await reservedOf(key, rule, 2)).every((outcome) => outcome.reserved)).toBe(true);
  });

  it('lets exactly `limit` of 100 reservations released at once through', async () => {
    const key = newKey();
    const rule = { limit: 7, windowMs: 60 * SECOND };
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => limiter.reserve(key, rule)));
    expect(outcomes.filter((outcome) => outcome.reserved)).toHaveLength(7);
    const [row] = await database.db.select().from(attemptCounters).where(eq(attemptCounters.key, key));
    expect(row?.count).toBe(7);
  });

  it('holds growing delays under a burst too: the free attempts, then none', async () => {
    const key = newKey();
    const rule = {
      limit: 1000,
      windowMs: 60 * 60 * SECOND,
      backoff: { free: 5, baseMs: 30 * SECOND, maxMs: 900 * SECOND },
    };
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => limiter.reserve(key, rule)));
    expect(outcomes.filter((outcome) => outcome.reserved)).toHaveLength(5);
  });

  it('never blocks a free attempt whose clock read a moment before the previous one', async () => {
    const key = newKey();
    const rule = { limit: 1000, windowMs: 60 * SECOND, backoff: { free: 3, baseMs: 30 * SECOND, maxMs: 900 * SECOND } };
    expect((await limiter.reserve(key, rule)).reserved).toBe(true);
    now -= 5;
    expect((await limiter.reserve(key, rule)).reserved).toBe(true);
    now += 5;
  });

  it('prunes the rows whose window and wait are over, and keeps the others', async () => {
    const over = newKey();
    const waiting = newKey();
    await limiter.reserve(over, { limit: 5, windowMs: SECOND });
    await limiter.reserve(waiting, { limit: 5, windowMs: 3600 * SECOND });
    now += 2 * SECOND;
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    const left = (await database.db.select({ key: attemptCounters.key }).from(attemptCounters)).map((row) => row.key);
    expect(left).toContain(waiting);
    expect(left).not.toContain(over);
  });
});
