import { describe, expect, it } from 'vitest';
import { MemoryLimiter } from './memory-limiter.ts';

describe('MemoryLimiter', () => {
  it('allows `limit` attempts per window per key, then answers how long to wait', () => {
    let now = 1_000_000;
    const limiter = new MemoryLimiter({ limit: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.record('a');
      now += 1000;
    }
    expect(limiter.retryAfter('a')).toBe(57_000);
    expect(limiter.retryAfter('b')).toBe(0);
    now += 57_000;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key when cleared', () => {
    const limiter = new MemoryLimiter({ limit: 1, windowMs: 60_000 });
    limiter.record('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.clear('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
