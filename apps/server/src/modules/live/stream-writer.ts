import type { ServerResponse } from 'node:http';
import type { Language } from '@artclash/contract';
import type { LiveMeter } from '../../services/metrics.ts';

export interface StreamWriterOptions {
  /** Milliseconds of writing per turn of the event loop: a message to ten thousand viewers goes out in slices. */
  sliceMs?: number;
  /** A viewer whose unsent output grows past this is too slow to follow: its stream is closed (EventSource reconnects). */
  maxBufferedBytes?: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** Counts what is written, dropped, refused, and how long a vote takes to reach the screens (services/metrics.ts). */
  meter?: Pick<LiveMeter, 'sent' | 'dropped' | 'delivered' | 'refused'>;
  /** How many streams may be open at once, in all and from one address (docs/decisions.md#315); none when absent. */
  caps?: { total: number; perAddress: number };
  /** After about this long (90-100 %, spread) a stream ends with a `retry:` line and the browser reconnects by itself. */
  lifetimeMs?: number;
}

/** A stream's place under the caps, taken before its event is read: given back when the stream closes. */
export interface StreamPlace {
  address: string;
  released: boolean;
}

/** Which cap refused a stream. */
export type StreamCap = 'total' | 'address';

/** Since start: streams opened and closed, messages queued, the writes they cost, viewers dropped as too slow. */
export interface StreamStats {
  viewers: number;
  opened: number;
  closed: number;
  messages: number;
  writes: number;
  dropped: number;
}

const PING = new TextEncoder().encode(': ping\n\n');
/** Reconnect within 0.2-1.2 s, spread so a big audience does not arrive at once. */
const spreadRetry = () => `retry: ${200 + Math.floor(Math.random() * 1000)}\n\n`;
const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/**
 * The live stream's viewers, and the one queue their messages are written from, in order, each as the
 * same bytes to every viewer, in slices. A newer message with the same key takes the place of one still
 * being written: viewers not reached yet get only the newer one, so a big audience never lags behind.
 */
export function createStreamWriter({
  sliceMs = 20,
  maxBufferedBytes = 1 << 20,
  heartbeatMs = 15_000,
  meter,
  caps = { total: Infinity, perAddress: Infinity },
  lifetimeMs = Infinity,
}: StreamWriterOptions = {}) {
  const viewers = new Map<string, Set<ServerResponse>>(); // by `${eventId} ${language}`
  // The places taken, in all and per address: streams open, and those whose event is being read.
  const places = { total: 0, byAddress: new Map<string, number>() };
  const stats = { opened: 0, closed: 0, messages: 0, writes: 0, dropped: 0 };
  // `since`: when the change a message tells arrived (performance.now()), for the vote-to-screen time.
  const outbox: { key: string; viewers: ServerResponse[]; bytes: Uint8Array; next: number; since?: number }[] = [];
  let draining = false;

  function drain() {
    const until = performance.now() + sliceMs;
    // At least one chunk per turn, then as many as fit in the slice.
    do {
      const job = outbox[0]!;
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
        outbox.shift();
        if (job.since !== undefined) meter?.delivered(performance.now() - job.since);
      }
    } while (outbox.length > 0 && performance.now() < until);
    draining = outbox.length > 0;
    if (draining) setImmediate(drain);
  }

  const keysOf = (eventId: string) => [...viewers.keys()].filter((key) => key.startsWith(`${eventId} `));
  const viewersOf = (eventId: string, language: Language | 'all') =>
    (language === 'all' ? keysOf(eventId) : [`${eventId} ${language}`]).flatMap((key) => [...(viewers.get(key) ?? [])]);

  /** Queues `bytes` for the event's viewers of one language, or all; `key` names what a newer message replaces. */
  function send(eventId: string, key: string, language: Language | 'all', bytes: Uint8Array, since?: number) {
    const audience = viewersOf(eventId, language);
    if (audience.length === 0) return;
    for (const job of outbox) if (job.key === key) job.next = job.viewers.length;
    outbox.push({ key, viewers: audience, bytes, next: 0, since });
    stats.messages += 1;
    if (!draining) drain();
  }

  const eventIds = () => [...new Set([...viewers.keys()].map((key) => key.slice(0, key.indexOf(' '))))];
  const heartbeat = setInterval(() => {
    for (const eventId of eventIds()) send(eventId, `${eventId}:ping`, 'all', PING);
  }, heartbeatMs);
  heartbeat.unref();

  function release(place: StreamPlace) {
    if (place.released) return;
    place.released = true;
    places.total -= 1;
    const left = (places.byAddress.get(place.address) ?? 1) - 1;
    if (left > 0) places.byAddress.set(place.address, left);
    else places.byAddress.delete(place.address);
  }

  return {
    /** Takes a place for a stream from `address` (lib/client-address.ts), or names the cap that is full. */
    reserve(address: string): StreamPlace | StreamCap {
      const cap: StreamCap | undefined =
        places.total >= caps.total
          ? 'total'
          : (places.byAddress.get(address) ?? 0) >= caps.perAddress
            ? 'address'
            : undefined;
      if (cap) {
        meter?.refused(cap);
        return cap;
      }
      places.total += 1;
      places.byAddress.set(address, (places.byAddress.get(address) ?? 0) + 1);
      return { address, released: false };
    },
    /** Gives a place back whose stream never opened. */
    release,

    /**
     * Opens a viewer's stream in its place: the headers, the reconnect delay; it leaves when its connection
     * closes, and the place is given back. Past its lifetime it ends and the browser reconnects.
     */
    open(eventId: string, language: Language, viewer: ServerResponse, place?: StreamPlace) {
      // HTTP/2 forbids connection headers; HTTP/1.1 keeps the connection open by default.
      viewer.writeHead(200, viewer.req.httpVersionMajor === 1 ? { ...HEADERS, connection: 'keep-alive' } : HEADERS);
      viewer.socket?.setNoDelay(true);
      viewer.write('retry: 1000\n\n');
      const key = `${eventId} ${language}`;
      const set = viewers.get(key) ?? new Set();
      viewers.set(key, set.add(viewer));
      stats.opened += 1;
      const lifetime = Number.isFinite(lifetimeMs)
        ? setTimeout(() => viewer.end(spreadRetry()), lifetimeMs * (0.9 + Math.random() * 0.1))
        : undefined;
      lifetime?.unref();
      viewer.on('close', () => {
        clearTimeout(lifetime);
        if (place) release(place);
        stats.closed += 1;
        set.delete(viewer);
        if (set.size === 0 && viewers.get(key) === set) viewers.delete(key);
      });
    },
    send,
    /** The events streamed now. */
    eventIds,
    /** The viewers of an event, or of every event. */
    count: (eventId?: string): number =>
      eventId === undefined
        ? [...viewers.values()].reduce((sum, set) => sum + set.size, 0)
        : viewersOf(eventId, 'all').length,
    /** The languages an event is streamed in now. */
    languagesOf: (eventId: string) => keysOf(eventId).map((key) => key.slice(eventId.length + 1) as Language),
    stats: (): StreamStats => ({ viewers: [...viewers.values()].reduce((sum, set) => sum + set.size, 0), ...stats }),
    /** Ends every stream (server shutdown): viewers reconnect to another process or after the restart. */
    close() {
      clearInterval(heartbeat);
      for (const set of [...viewers.values()]) for (const viewer of set) viewer.end(spreadRetry());
      viewers.clear();
    },
  };
}
