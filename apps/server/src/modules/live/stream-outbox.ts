import type { ServerResponse } from 'node:http';
import type { LiveMeter } from '../../services/metrics.ts';

export interface StreamOutboxOptions {
  /** Milliseconds of writing per turn of the event loop. */
  sliceMs: number;
  /** A viewer whose unsent output grows past this is too slow to follow: its stream is closed. */
  maxBufferedBytes: number;
  meter?: Pick<LiveMeter, 'sent' | 'dropped' | 'delivered'>;
}

/** Since start: messages queued, the writes they cost, viewers dropped as too slow. */
export interface OutboxStats {
  messages: number;
  writes: number;
  dropped: number;
}

/**
 * The one queue the live messages are written from, in order, each as the same bytes to every viewer, in
 * slices of `sliceMs` so a message to ten thousand viewers never holds the event loop. A newer message with
 * the same key takes the place of one still being written: viewers not reached yet get only the newer one.
 */
export function createStreamOutbox({ sliceMs, maxBufferedBytes, meter }: StreamOutboxOptions) {
  const stats: OutboxStats = { messages: 0, writes: 0, dropped: 0 };
  // `since`: when the change a message tells arrived (performance.now()), for the vote-to-screen time.
  const jobs: { key: string; viewers: ServerResponse[]; bytes: Uint8Array; next: number; since?: number }[] = [];
  let draining = false;

  function drain() {
    const until = performance.now() + sliceMs;
    // At least one chunk per turn, then as many as fit in the slice.
    do {
      const job = jobs[0]!;
      const end = Math.min(job.next + 256, job.viewers.length);
      const written = stats.writes;
      for (; job.next < end; job.next += 1) {
        const viewer = job.viewers[job.next]!;
        if (viewer.destroyed || viewer.writableEnded) continue;
        const slow = viewer.writableLength > maxBufferedBytes;
        stats[slow ? 'dropped' : 'writes'] += 1;
        if (slow) viewer.destroy();
        else viewer.write(job.bytes);
        if (slow) meter?.dropped();
      }
      if (stats.writes > written) meter?.sent(stats.writes - written);
      if (job.next >= job.viewers.length) {
        jobs.shift();
        if (job.since !== undefined) meter?.delivered(performance.now() - job.since);
      }
    } while (jobs.length > 0 && performance.now() < until);
    draining = jobs.length > 0;
    if (draining) setImmediate(drain);
  }

  return {
    /** Queues `bytes` for `viewers`; `key` names what a newer message replaces. */
    push(key: string, viewers: ServerResponse[], bytes: Uint8Array, since?: number) {
      if (viewers.length === 0) return;
      for (const job of jobs) if (job.key === key) job.next = job.viewers.length;
      jobs.push({ key, viewers, bytes, next: 0, since });
      stats.messages += 1;
      if (!draining) drain();
    },
    stats: (): OutboxStats => ({ ...stats }),
  };
}
