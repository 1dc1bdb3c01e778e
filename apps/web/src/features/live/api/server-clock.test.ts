import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerClock } from './server-clock';

const LOCAL = Date.parse('2026-12-05T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('the server clock (docs/product.md#rule-14)', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: LOCAL }));
  afterEach(() => void vi.useRealTimers());

  it('reads the local clock until the first serverNow, then takes its offset at once', () => {
    const clock = new ServerClock();
    expect(clock.now()).toBe(LOCAL);
    clock.observe(iso(LOCAL + 5000));
    expect(clock.offset).toBe(5000);
    expect(clock.now()).toBe(LOCAL + 5000);
  });

  it('smooths small differences between samples (jitter)', () => {
    const clock = new ServerClock();
    clock.observe(iso(LOCAL + 5000));
    clock.observe(iso(LOCAL + 5400));
    expect(clock.offset).toBe(5100);
    clock.observe(iso(LOCAL + 4700));
    expect(clock.offset).toBe(5000);
  });

  it('takes a jump of more than a second at once, and ignores a reading that is not a date', () => {
    const clock = new ServerClock();
    clock.observe(iso(LOCAL + 5000));
    clock.observe(iso(LOCAL - 60_000));
    expect(clock.offset).toBe(-60_000);
    clock.observe('not a date');
    expect(clock.offset).toBe(-60_000);
  });

  it('places a sample at the local time it stands for', () => {
    const clock = new ServerClock();
    clock.observe(iso(LOCAL + 1000), LOCAL - 200);
    expect(clock.offset).toBe(1200);
  });
});
