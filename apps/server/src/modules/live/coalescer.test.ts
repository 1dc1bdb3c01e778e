import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer, type Dirty } from './coalescer.ts';

const flushes = () => {
  const seen: { eventId: string; full: boolean; votes: string[] }[] = [];
  const flush = vi.fn(async (eventId: string, dirty: Dirty) => {
    seen.push({ eventId, full: dirty.full, votes: [...dirty.votes] });
  });
  return { seen, flush };
};

describe('the coalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges the changes of one window into one flush per event: votes by battle, or everything', async () => {
    const { seen, flush } = flushes();
    const coalescer = createCoalescer({ windowMs: () => 50, flush });
    for (let i = 0; i < 100; i += 1) coalescer.mark('e1', i % 2 ? 'b1' : 'b2');
    coalescer.mark('e2', 'b9');
    coalescer.mark('e2');
    coalescer.mark('e2', 'b8');
    await vi.advanceTimersByTimeAsync(49);
    expect(flush).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([
      { eventId: 'e1', full: false, votes: ['b2', 'b1'] },
      { eventId: 'e2', full: true, votes: ['b9'] },
    ]);
    coalescer.close();
  });

  it('gathers the changes made during a flush for the next one, and waits for each event its own window', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: Dirty[] = [];
    const coalescer = createCoalescer({
      windowMs: (eventId) => (eventId === 'crowded' ? 100 : 10),
      flush: async (_eventId, dirty) => {
        seen.push(dirty);
        await gate;
      },
    });
    coalescer.mark('e1', 'b1');
    await vi.advanceTimersByTimeAsync(10);
    coalescer.mark('e1', 'b2');
    coalescer.mark('e1', 'b3');
    await vi.advanceTimersByTimeAsync(50);
    expect(seen).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(seen.map((dirty) => [...dirty.votes])).toEqual([['b1'], ['b2', 'b3']]);

    coalescer.mark('crowded');
    await vi.advanceTimersByTimeAsync(99);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(3);
    coalescer.close();
  });

  it('tries a failed flush again, as a change to everything', async () => {
    const seen: boolean[] = [];
    const coalescer = createCoalescer({
      windowMs: () => 10,
      flush: async (_eventId, dirty) => {
        seen.push(dirty.full);
        if (seen.length === 1) throw new Error('database down');
      },
    });
    coalescer.mark('e1', 'b1');
    await vi.advanceTimersByTimeAsync(25);
    expect(seen).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toHaveLength(2);
    coalescer.close();
  });

  it('sends nothing after close', async () => {
    const { flush } = flushes();
    const coalescer = createCoalescer({ windowMs: () => 10, flush });
    coalescer.mark('e1');
    coalescer.close();
    await vi.advanceTimersByTimeAsync(50);
    expect(flush).not.toHaveBeenCalled();
  });

  it('ends quietly when closed during a flush with changes waiting, and takes no more changes', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const flush = vi.fn(() => gate);
    const coalescer = createCoalescer({ windowMs: () => 10, flush });
    coalescer.mark('e1');
    await vi.advanceTimersByTimeAsync(10);
    expect(flush).toHaveBeenCalledTimes(1);
    coalescer.mark('e1', 'b1');
    coalescer.close();
    release();
    await vi.advanceTimersByTimeAsync(50);
    coalescer.mark('e1');
    await vi.advanceTimersByTimeAsync(50);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
