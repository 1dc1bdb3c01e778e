import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const viewer = (id: string) => ({ id, role: 'user', type: 'fan' }) as const;
const far = new Date(Date.UTC(2100, 0, 1));

describe('the session cache (docs/decisions.md#70)', () => {
  it("keeps a live session's viewer for ttlMs, for its own user only", () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 30_000, clock: () => now });
    cache.set(cache.mark(), 's1', { viewer: viewer('u1'), sessionEndsAt: far });
    expect(cache.get('s1', 'u1')).toEqual(viewer('u1'));
    expect(cache.get('s1', 'u2')).toBeUndefined();
    now += 30_000;
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('never keeps a session past its own end', () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 30_000, clock: () => now });
    cache.set(cache.mark(), 's1', { viewer: viewer('u1'), sessionEndsAt: new Date(now + 5_000) });
    now += 5_000;
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('forgets one session, every session of a user, or everything', () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    const keep = (sessionId: string, userId: string) =>
      void cache.set(cache.mark(), sessionId, { viewer: viewer(userId), sessionEndsAt: far });
    keep('a1', 'ua');
    keep('a2', 'ua');
    keep('b1', 'ub');
    cache.forget({ userId: 'ua', sessionId: 'a1' });
    expect([cache.get('a1', 'ua'), cache.get('a2', 'ua'), cache.get('b1', 'ub')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    cache.forget({ userId: 'ua' });
    expect([cache.get('a2', 'ua'), cache.get('b1', 'ub')].map(Boolean)).toEqual([false, true]);
    cache.forget();
    expect(cache.get('b1', 'ub')).toBeUndefined();
  });

  it('does not keep a read that started before a logout was heard', () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    const mark = cache.mark();
    cache.forget({ userId: 'u1', sessionId: 's1' });
    cache.set(mark, 's1', { viewer: viewer('u1'), sessionEndsAt: far });
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });
});
