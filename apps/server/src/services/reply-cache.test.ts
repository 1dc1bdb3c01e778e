import { describe, expect, it } from 'vitest';
import { createReplyCache } from './reply-cache.ts';

describe('createReplyCache', () => {
  it('shares one load between callers until the entry expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = createReplyCache({ ttlMs: 1000, clock: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('loads again after invalidate, and never keeps a failure', async () => {
    let loads = 0;
    const cache = createReplyCache({ ttlMs: 60_000 });
    await cache.get('k', async () => ++loads);
    cache.invalidate();
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'up')).toBe('up');
  });

  it('is off with a zero time to live', async () => {
    let loads = 0;
    const cache = createReplyCache({ ttlMs: 0 });
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('keeps at most maxEntries keys', async () => {
    let loads = 0;
    const cache = createReplyCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(4);
    expect(await cache.get('c', async () => ++loads)).toBe(3);
  });
});
