import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Taken when the module loads, before a test fakes the timers.
const realSetImmediate = globalThis.setImmediate;

/**
 * For tests on fake timers: moves the fake clock on by `ms`, running the timers due, then lets the
 * stubbed network settle. The fetch stub's Response bodies are read by Node's streams, which need
 * real turns of the event loop that fake timers do not give, so a few are let through (the fake
 * clock stays where it is meanwhile).
 */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 5; turn += 1) {
      await new Promise<void>((resolve) => realSetImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    }
  });
}
