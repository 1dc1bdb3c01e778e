import type { ServerResponse } from 'node:http';
import type { Language } from '@artclash/contract';
import { connectionClosed } from '../../lib/client-gone.ts';
import type { LiveMeter } from '../../services/metrics.ts';
import { createStreamOutbox, type OutboxStats } from './stream-outbox.ts';
import { type StreamCap, createStreamPlaces, type StreamPlace } from './stream-places.ts';

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

/** Since start: viewers now, streams opened and closed, and the outbox's messages, writes and drops. */
export interface StreamStats extends OutboxStats {
  viewers: number;
  opened: number;
  closed: number;
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
 * The live stream's viewers, by event and language: their places under the caps (stream-places.ts), their
 * streams' opening, heartbeat and lifetime, and the messages for them, queued in the outbox (stream-outbox.ts).
 */
export function createStreamWriter({
  sliceMs = 20,
  maxBufferedBytes = 1 << 20,
  heartbeatMs = 15_000,
  meter,
  caps,
  lifetimeMs = Infinity,
}: StreamWriterOptions = {}) {
  const viewers = new Map<string, Set<ServerResponse>>(); // by `${eventId} ${language}`
  // The places taken under the caps: streams open, and those whose event is being read.
  const places = createStreamPlaces(caps, meter);
  const stats = { opened: 0, closed: 0 };
  const outbox = createStreamOutbox({ sliceMs, maxBufferedBytes, meter });

  const keysOf = (eventId: string) => [...viewers.keys()].filter((key) => key.startsWith(`${eventId} `));
  const viewersOf = (eventId: string, language: Language | 'all') =>
    (language === 'all' ? keysOf(eventId) : [`${eventId} ${language}`]).flatMap((key) => [...(viewers.get(key) ?? [])]);

  /** Queues `bytes` for the event's viewers of one language, or all; `key` names what a newer message replaces. */
  const send = (eventId: string, key: string, language: Language | 'all', bytes: Uint8Array, since?: number) =>
    void outbox.push(key, viewersOf(eventId, language), bytes, since);

  const eventIds = () => [...new Set([...viewers.keys()].map((key) => key.slice(0, key.indexOf(' '))))];
  const heartbeat = setInterval(() => {
    for (const eventId of eventIds()) send(eventId, `${eventId}:ping`, 'all', PING);
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * Takes a place for a stream from an address, or names the cap that is full (stream-places.ts). With the
     * stream's connection the place lives no longer than it: given back when the connection closes, whenever that
     * is (while the event is read, before the stream opens, after), and at once when it has closed already: a
     * client that resets its connection cannot leave its place taken (docs/decisions.md#354).
     */
    reserve(address: string, connection?: ServerResponse): StreamPlace | StreamCap {
      const place = places.reserve(address);
      if (typeof place === 'string' || !connection) return place;
      if (connectionClosed(connection)) places.release(place);
      else connection.once('close', () => places.release(place));
      return place;
    },
    /** Gives a place back whose stream never opened; a place given back already stays so. */
    release: places.release,

    /**
     * Opens a viewer's stream in its place: the headers, the reconnect delay; it leaves when its connection
     * closes, and the place is given back. Past its lifetime it ends and the browser reconnects. A viewer whose
     * connection has closed already, or whose place was given back, is never counted: its `close` has been and
     * gone, and would never take it out again (docs/decisions.md#354). Says whether the stream opened.
     */
    open(eventId: string, language: Language, viewer: ServerResponse, place?: StreamPlace): boolean {
      if (place?.released === true || connectionClosed(viewer)) {
        if (place) places.release(place);
        return false;
      }
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
        if (place) places.release(place);
        stats.closed += 1;
        set.delete(viewer);
        if (set.size === 0 && viewers.get(key) === set) viewers.delete(key);
      });
      return true;
    },
    send,
    /** The events streamed now. */
    eventIds,
    /**
     * The viewers of an event, or of every event: the sizes of their sets, never a copy of them (every poll and every
     * change asks, and an event may have ten thousand viewers).
     */
    count: (eventId?: string): number =>
      (eventId === undefined ? [...viewers.keys()] : keysOf(eventId)).reduce(
        (sum, key) => sum + (viewers.get(key)?.size ?? 0),
        0,
      ),
    /** The languages an event is streamed in now. */
    languagesOf: (eventId: string) => keysOf(eventId).map((key) => key.slice(eventId.length + 1) as Language),
    stats: (): StreamStats => ({
      viewers: [...viewers.values()].reduce((sum, set) => sum + set.size, 0),
      ...stats,
      ...outbox.stats(),
    }),
    /** Ends every stream (server shutdown): viewers reconnect to another process or after the restart. */
    close() {
      clearInterval(heartbeat);
      for (const set of [...viewers.values()]) for (const viewer of set) viewer.end(spreadRetry());
      viewers.clear();
    },
  };
}
