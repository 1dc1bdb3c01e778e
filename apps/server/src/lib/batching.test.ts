import { describe, expect, it } from 'vitest';
import { createBatcher, createFreshReader } from './batching.ts';

/** A promise the test settles by hand. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (reason: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe('createBatcher (group commit)', () => {
  it('flushes the first item at once, then everything that arrived meanwhile as one batch, each caller getting its own answer', async () => {
    const flushes: number[][] = [];
    const gates: ReturnType<typeof gate<void>>[] = [];
    const write = createBatcher(async (items: number[]) => {
      flushes.push(items);
      const wait = gate();
      gates.push(wait);
      await wait.promise;
      return items.map((item) => item * 10);
    });
    const first = write(1);
    expect(flushes).toEqual([[1]]);
    const rest = [write(2), write(3), write(4)];
    expect(flushes).toHaveLength(1);
    gates[0]!.open();
    expect(await first).toBe(10);
    await Promise.resolve();
    expect(flushes).toEqual([[1], [2, 3, 4]]);
    gates[1]!.open();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('keeps batches to maxBatch items', async () => {
    const sizes: number[] = [];
    const write = createBatcher(
      async (items: number[]) => {
        sizes.push(items.length);
        await Promise.resolve();
        return items;
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(write))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sizes).toEqual([1, 2, 2, 1]);
  });

  it('rejects only the batch whose flush failed and goes on with the next', async () => {
    let calls = 0;
    const write = createBatcher(async (items: string[]) => {
      calls += 1;
      const call = calls;
      await Promise.resolve();
      if (call === 1) throw new Error('database away');
      return items.map((item) => item.toUpperCase());
    });
    const failed = write('a');
    const later = write('b');
    await expect(failed).rejects.toThrow('database away');
    expect(await later).toBe('B');
    expect(await write('c')).toBe('C');
  });
});

describe('createFreshReader', () => {
  it('starts a read at once when none is running, and shares the next read among everyone who asked during one', async () => {
    const started: string[] = [];
    const gates: ReturnType<typeof gate<number>>[] = [];
    const read = createFreshReader((key) => {
      started.push(key);
      const wait = gate<number>();
      gates.push(wait);
      return wait.promise;
    });
    const first = read('battle');
    expect(started).toEqual(['battle']);
    // These callers may have changed something after the first read began: they must not get its answer.
    const during = [read('battle'), read('battle'), read('battle')];
    expect(started).toHaveLength(1);
    gates[0]!.open(1);
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['battle', 'battle']);
    gates[1]!.open(2);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    // Quiet again: the next caller starts its own read straight away.
    const quiet = read('battle');
    expect(started).toHaveLength(3);
    gates[2]!.open(3);
    expect(await quiet).toBe(3);
  });

  it('reads each key on its own, and a failed read fails its callers without stopping the next', async () => {
    let calls = 0;
    const read = createFreshReader(async (key) => {
      calls += 1;
      const call = calls;
      await Promise.resolve();
      if (call === 1) throw new Error('lost connection');
      return key.length;
    });
    const failed = read('a');
    const next = read('a');
    const other = read('bcd');
    await expect(failed).rejects.toThrow('lost connection');
    expect(await next).toBe(1);
    expect(await other).toBe(3);
  });
});
