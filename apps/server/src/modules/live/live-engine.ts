import { randomUUID, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, type Language } from '@artclash/contract';
import type { LiveOutlet } from './change-messages.ts';

export interface LiveEngineOptions {
  /**
   * Each front's Nchan publishing origin (deploy/nginx-artclash.conf: its `/pub/` server): every change goes to each,
   * once.
   */
  publishUrls: readonly string[];
  /** What the fronts send as `X-Live-Engine` with the viewers' requests they forward to the processes. */
  key: string;
  /** A stream ends after about this long (90-100 %, spread), as the process's own streams do. */
  lifetimeMs: number;
  /** How often a comment line goes to every stream, so that nothing between ends an idle one. */
  heartbeatMs?: number;
  /** How long an event stays current in this process after it last served or published it. */
  keepMs?: number;
  /** A publish that failed (a front down or refusing): logged by the caller, the next change tries again. */
  onError(error: unknown): void;
  clock?: () => number;
}

/** Where a front holds a stream (deploy/nginx-artclash.conf): an internal location, followed by its channels. */
const HOLD_PATH = '/backend/live-engine/hold/';

/**
 * Streams are ended in groups: all those due within one window get one `DELETE`. A tenth of the lifetime, at most
 * 10 s: within the spread of 90-100 % a lifetime has already.
 */
const endWindowMs = (lifetimeMs: number) => Math.min(10_000, Math.max(100, Math.round(lifetimeMs / 10)));

const channelOf = (eventId: string, language: Language) => `live.${eventId}.${language}`;
const endChannel = (window: number) => `end.${window}`;
/** Every stream's channel for the heartbeat. */
const PING_CHANNEL = 'ping';
const decoder = new TextDecoder();

/** One publication: a message to a channel, or `DELETE`, which ends every stream on it. */
interface Publication {
  channel: string;
  content?: string;
}

/**
 * The viewers' streams held by an engine built for fan-out (docs/decisions.md#426): Nchan, in the nginx of each
 * front. A viewer's request reaches a process through its front, which says so (`X-Live-Engine`); the process
 * publishes the stream's first messages (the snapshot, or what a returning viewer missed) to a channel of the
 * stream's own and sends the front on, by `X-Accel-Redirect`, to hold it on that channel, its event's in its
 * language, the window its lifetime ends in and the heartbeat's. Nchan writes the messages as they are published
 * (`http-raw-stream`): the same `id:`, `event:` and `data:` lines a process writes. Each change is published once,
 * by the process that made it, to every front.
 */
export function createLiveEngine({
  publishUrls,
  key,
  lifetimeMs,
  heartbeatMs = 15_000,
  keepMs = lifetimeMs,
  onError,
  clock = Date.now,
}: LiveEngineOptions) {
  const expected = Buffer.from(key);
  const windowMs = endWindowMs(lifetimeMs);
  let queued: Publication[] = [];
  let sending: Promise<void> = Promise.resolve();
  // The events this process served or published lately: kept current in its snapshot store, and counted.
  const lately = new Map<string, number>();
  const touch = (eventId: string) => void lately.set(eventId, clock());

  /** One publication to one front; a channel nobody holds any more is no failure. */
  const publish = async (url: string, { channel, content }: Publication) => {
    const response = await fetch(`${url}/pub/${channel}`, {
      method: content === undefined ? 'DELETE' : 'POST',
      headers: { 'content-type': 'text/event-stream' },
      body: content,
    });
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404)
      throw new Error(`The live engine at ${url} answered ${response.status}`);
  };

  /**
   * Sends what is queued to each front, after the previous batch: a channel's messages one after the other, in
   * order, the channels side by side.
   */
  const post = async () => {
    if (queued.length === 0) return;
    const byChannel = new Map<string, Publication[]>();
    for (const publication of queued)
      byChannel.set(publication.channel, [...(byChannel.get(publication.channel) ?? []), publication]);
    queued = [];
    await Promise.all(
      publishUrls.flatMap((url) =>
        [...byChannel.values()].map(async (publications) => {
          try {
            for (const publication of publications) await publish(url, publication);
          } catch (error) {
            onError(error);
          }
        }),
      ),
    );
  };
  const enqueue = (publication: Publication) => {
    if (queued.length === 0) sending = sending.then(post);
    queued.push(publication);
  };

  // Streams are ended by the window their lifetime ends in; every process ends the windows that are due, from the
  // ones streams still open may have been given before it started (at most a lifetime ago).
  let ended = Math.floor((clock() - lifetimeMs) / windowMs) - 1;
  const endDue = () => {
    const due = Math.floor(clock() / windowMs) - 1;
    for (; ended < due; ended += 1) enqueue({ channel: endChannel(ended + 1) });
    for (const [eventId, at] of lately) if (clock() - at > keepMs) lately.delete(eventId);
  };
  endDue();
  const ender = setInterval(endDue, windowMs);
  const pinger = setInterval(() => enqueue({ channel: PING_CHANNEL, content: ': ping\n\n' }), heartbeatMs);
  ender.unref();
  pinger.unref();

  /** How many streams a front holds on a channel (Nchan's channel info; none when nobody holds it). */
  const holding = async (url: string, channel: string) => {
    const response = await fetch(`${url}/pub/${channel}`, { headers: { accept: 'application/json' } });
    if (response.status === 404) {
      await response.arrayBuffer();
      return 0;
    }
    if (!response.ok) throw new Error(`The live engine at ${url} answered ${response.status}`);
    const { subscribers } = (await response.json()) as { subscribers?: unknown };
    return typeof subscribers === 'number' ? subscribers : 0;
  };

  return {
    /** Whether a request came through a front: its `X-Live-Engine` is the key. */
    forwarded(header: string | string[] | undefined): boolean {
      if (typeof header !== 'string') return false;
      const given = Buffer.from(header);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /**
     * The answer to a viewer's request through a front: its first messages published to the stream's own channel
     * (every front, since any may have sent it; at least one must take them), and the headers that send the front
     * on to hold the stream on its channels.
     */
    async hold(eventId: string, language: Language, messages: readonly Uint8Array[]) {
      touch(eventId);
      const endsAt = clock() + lifetimeMs * (0.9 + Math.random() * 0.1);
      // What the stream missed while the front took it up goes there too (live-hub.ts).
      const own = `stream.${randomUUID()}`;
      const first = { channel: own, content: `retry: 1000\n\n${messages.map((m) => decoder.decode(m)).join('')}` };
      const taken = await Promise.allSettled(publishUrls.map((url) => publish(url, first)));
      const refused = taken.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      refused.forEach(onError);
      if (refused.length === publishUrls.length) return undefined;
      const channels = [channelOf(eventId, language), endChannel(Math.floor(endsAt / windowMs)), PING_CHANNEL, own];
      return {
        own,
        headers: {
          'x-accel-redirect': `${HOLD_PATH}${channels.join(',')}`,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
        },
      };
    },

    /**
     * Where the change messages go (change-messages.ts): every change of this process, in both languages, since any
     * process may hold viewers of any event.
     */
    outlet: {
      languagesOf: (eventId: string): Language[] => (touch(eventId), [...LANGUAGES]),
      send(eventId: string, _key: string, language: Language | 'all', bytes: Uint8Array) {
        const content = decoder.decode(bytes);
        for (const to of language === 'all' ? LANGUAGES : [language])
          enqueue({ channel: channelOf(eventId, to), content });
      },
    } satisfies LiveOutlet,

    /** Sends messages to one stream, on its own channel. */
    sendTo(own: string, messages: readonly Uint8Array[]) {
      enqueue({ channel: own, content: messages.map((message) => decoder.decode(message)).join('') });
    },

    /** Whether this process served or published the event lately: its snapshots are then kept current. */
    watched: (eventId: string) => lately.has(eventId),

    /**
     * The viewers each front holds of the events this process served or published lately, by front and event
     * (both languages); a front that does not answer is left out.
     */
    async viewersByFront(): Promise<Record<string, Record<string, number>>> {
      const eventIds = [...lately.keys()];
      const fronts = await Promise.all(
        publishUrls.map(async (url) => {
          try {
            const counts = await Promise.all(
              eventIds.map(async (eventId) => {
                const held = await Promise.all(LANGUAGES.map((language) => holding(url, channelOf(eventId, language))));
                return [eventId, held.reduce((sum, count) => sum + count, 0)] as const;
              }),
            );
            return [[url, Object.fromEntries(counts)] as const];
          } catch (error) {
            onError(error);
            return [];
          }
        }),
      );
      return Object.fromEntries(fronts.flat());
    },

    /** Stops ending streams (they are the fronts'; another process or the restart ends them) and sends what is queued. */
    async close() {
      clearInterval(ender);
      clearInterval(pinger);
      sending = sending.then(post);
      await sending;
    },
  };
}

export type LiveEngine = ReturnType<typeof createLiveEngine>;
