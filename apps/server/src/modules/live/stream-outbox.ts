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
 * Writes to a viewer now, inside the slice that counts its time. Over HTTP/1.1 a response's write corks its socket
 * and leaves the system call to a callback after the turn, where ten thousand of them would hold the event loop
 * outside any slice, and a vote with it; the socket corked here is written at its uncork, at once.
 */
function writeNow(viewer: ServerResponse, bytes: Uint8Array) {
  const socket = viewer.req.httpVersionMajor === 1 ? viewer.socket : null;
  socket?.cork();
  viewer.write(bytes);
  socket?.uncork();
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
        else writeNow(viewer, job.bytes);
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
      let order = viewers;
      for (const job of jobs) {
        if (job.key !== key) continue;
        // The viewers the replaced message had not reached yet come first: newer messages arriving faster than a
        // whole pass never keep the end of the list waiting.
        const waiting = new Set(job.viewers.slice(job.next));
        if (waiting.size > 0)
          order = [...order.filter((viewer) => waiting.has(viewer)), ...order.filter((viewer) => !waiting.has(viewer))];
        job.next = job.viewers.length;
      }
      jobs.push({ key, viewers: order, bytes, next: 0, since });
      stats.messages += 1;
      if (!draining) drain();
    },
    stats: (): OutboxStats => ({ ...stats }),
  };
}
