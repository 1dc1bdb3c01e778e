import { randomUUID, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, type Language } from '@artclash/contract';
import { DEFAULT_ENGINE_WRITES_PER_SECOND } from '../../config.ts';
import type { LiveOutlet } from './change-messages.ts';

export interface LiveEngineOptions {
  /**
   * Each front's Nchan publishing origin (deploy/nginx-artclash.conf: its `/pub/` server): every change goes to each,
   * once.
   */
  publishUrls: readonly string[];
  /** What the fronts send as `X-Live-Engine` with the viewers' requests they forward to the processes. */
  key: string;
  /**
   * The writes a second one front may spend on one event's messages, a write to each viewer it holds of the event:
   * the event's messages are spaced to keep under it (docs/decisions.md#435). DEFAULT_ENGINE_WRITES_PER_SECOND if unset.
   */
  writesPerSecond?: number;
  /**
   * A stream ends after about this long (90-100 %, spread), as the process's own streams do; those of a process that
   * stopped end when their viewers leave.
   */
  lifetimeMs: number;
  /** How often a comment line goes to every stream, so that nothing between ends an idle one. */
  heartbeatMs?: number;
  /** How long an event stays current in this process after it last served or published it. */
  keepMs?: number;
  /**
   * How long a front has to answer a publication or a count: a front that hangs (its machine frozen, its network cut
   * with nothing refused) is given up on after this, as one that refused.
   */
  publishTimeoutMs?: number;
  /**
   * The streams a process answers within this long with the same first messages share their channel (the stream's
   * start, its catch-up and its end): each channel set a stream holds costs Nchan a share of every message.
   */
  groupMs?: number;
  /** A publish that failed (a front down, refusing or silent): logged by the caller, the next change tries again. */
  onError(error: unknown): void;
  clock?: () => number;
}

/** The longest an event's messages are spaced however many watch: a screen's counts move at least once a second. */
const LONGEST_WINDOW_MS = 1000;

/** Where a front holds a stream (deploy/nginx-artclash.conf): an internal location, followed by its channels. */
const HOLD_PATH = '/backend/live-engine/hold/';

/** How often the streams that are due are ended: a tenth of the lifetime, at most a second. */
const endTickMs = (lifetimeMs: number) => Math.min(1000, Math.max(50, Math.round(lifetimeMs / 10)));

const channelOf = (eventId: string, language: Language) => `live.${eventId}.${language}`;
const decoder = new TextDecoder();

/** One publication: a message to a channel, or `DELETE`, which ends every stream on it. */
interface Publication {
  channel: string;
  content?: string;
  /** What a newer message replaces while this one waits (change-messages.ts): the same counts, newer. */
  key?: string;
}

/**
 * The viewers' streams held by an engine built for fan-out (docs/decisions.md#426): Nchan, in the nginx of each
 * front. A viewer's request reaches a process through its front, which says so (`X-Live-Engine`); the process
 * publishes the stream's first messages (the snapshot, or what a returning viewer missed) to a channel of its start,
 * shared by the streams the process answers with the same first messages within `groupMs`, and sends the front on, by
 * `X-Accel-Redirect`, to hold it on that channel and its event's in its language. Two, no more, and shared: Nchan
 * keeps one set of channels for all the streams that hold the same, and a set of a stream's own cost it more than
 * twice as much a message (docs/decisions.md#433). Nchan writes the messages as they are published
 * (`http-raw-stream`): the same `id:`, `event:` and `data:` lines a process writes. Each change is published once, by
 * the process that leads (docs/decisions.md#428), to every front; the streams end when the process that answered
 * them deletes the channel of their start.
 */
export function createLiveEngine({
  publishUrls,
  key,
  lifetimeMs,
  heartbeatMs = 15_000,
  keepMs = lifetimeMs,
  publishTimeoutMs = 5_000,
  groupMs = 100,
  writesPerSecond = DEFAULT_ENGINE_WRITES_PER_SECOND,
  onError,
  clock = Date.now,
}: LiveEngineOptions) {
  const expected = Buffer.from(key);
  // The streams this process handed to a front, by the channel of their start, and when they end.
  const ends = new Map<string, number>();
  // The channel of the latest start of each event, language and first messages, and whether a front took them.
  const starts = new Map<string, { channel: string; at: number; taken: Promise<boolean> }>();
  // What waits for each front, and its sending: each front takes its publications in turn, apart from the others.
  const outboxes = publishUrls.map((url) => ({ url, queued: [] as Publication[], sending: Promise.resolve() }));
  // The events this process served or published lately: kept current in its snapshot store, and counted.
  const lately = new Map<string, number>();
  const touch = (eventId: string) => void lately.set(eventId, clock());
  // The most viewers one front held of each event at the last count (viewersByFront, every 2 s in the heartbeat).
  const mostHeld = new Map<string, number>();

  /** One publication to one front; a channel nobody holds any more is no failure. */
  const publish = async (url: string, { channel, content }: Publication) => {
    const response = await fetch(`${url}/pub/${channel}`, {
      method: content === undefined ? 'DELETE' : 'POST',
      headers: { 'content-type': 'text/event-stream' },
      body: content,
      signal: AbortSignal.timeout(publishTimeoutMs),
    });
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404)
      throw new Error(`The live engine at ${url} answered ${response.status}`);
  };

  /**
   * Sends what waits for a front, after its previous batch: a channel's messages one after the other, in order, the
   * channels side by side. A front that is slow or silent holds up only its own viewers.
   */
  const post = async (front: (typeof outboxes)[number]) => {
    const byChannel = new Map<string, Publication[]>();
    for (const publication of front.queued)
      byChannel.set(publication.channel, [...(byChannel.get(publication.channel) ?? []), publication]);
    front.queued = [];
    await Promise.all(
      [...byChannel.values()].map(async (publications) => {
        try {
          for (const publication of publications) await publish(front.url, publication);
        } catch (error) {
          onError(error);
        }
      }),
    );
  };
  /**
   * Queues a publication for each front's next batch. A message that waits while a newer one of the same key comes
   * is replaced: a front slower than the changes falls behind by one message of each kind at most, never by a queue.
   */
  const enqueue = (publication: Publication) => {
    const { channel, key } = publication;
    for (const front of outboxes) {
      if (front.queued.length === 0) front.sending = front.sending.then(() => post(front));
      if (key !== undefined)
        front.queued = front.queued.filter((waiting) => waiting.channel !== channel || waiting.key !== key);
      front.queued.push(publication);
    }
  };

  // Streams end when the channel of their start is deleted: the process that handed them to the front ends them, spread
  // over the last tenth of their lifetime from one start to the next, like a process's own streams
  // (docs/decisions.md#426).
  const ender = setInterval(() => {
    const now = clock();
    for (const [own, at] of ends)
      if (at <= now) {
        ends.delete(own);
        enqueue({ channel: own });
      }
    for (const [eventId, at] of lately) if (now - at > keepMs) lately.delete(eventId);
    for (const [group, start] of starts) if (now - start.at >= groupMs) starts.delete(group);
  }, endTickMs(lifetimeMs));
  // The heartbeat: a comment line on the channels of the events this process knows (another process may send one
  // too), so that nothing between ends an idle stream.
  const pinger = setInterval(() => {
    for (const eventId of lately.keys())
      for (const language of LANGUAGES)
        enqueue({ channel: channelOf(eventId, language), content: ': ping\n\n', key: 'ping' });
  }, heartbeatMs);
  ender.unref();
  pinger.unref();

  /** A new start: its first messages published to a new channel on every front; taken when one front took them. */
  const begin = (name: string, now: number, messages: readonly Uint8Array[]) => {
    const channel = `stream.${randomUUID()}`;
    const content = `retry: 1000\n\n${messages.map((message) => decoder.decode(message)).join('')}`;
    const endsAt = now + lifetimeMs * (0.9 + Math.random() * 0.1);
    const taken = Promise.allSettled(publishUrls.map((url) => publish(url, { channel, content }))).then((all) => {
      const refused = all.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      refused.forEach(onError);
      if (refused.length === publishUrls.length) return false;
      ends.set(channel, endsAt);
      return true;
    });
    const start = { channel, at: now, taken };
    starts.set(name, start);
    return start;
  };

  /** How many streams a front holds on a channel (Nchan's channel info; none when nobody holds it). */
  const holding = async (url: string, channel: string) => {
    const response = await fetch(`${url}/pub/${channel}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(publishTimeoutMs),
    });
    if (response.status === 404) {
      await response.arrayBuffer();
      return 0;
    }
    if (!response.ok) throw new Error(`The live engine at ${url} answered ${response.status}`);
    const { subscribers } = (await response.json()) as { subscribers?: unknown };
    return typeof subscribers === 'number' ? subscribers : 0;
  };

  return {
    /** How long the streams with the same first messages share the channel of their start. */
    groupMs,

    /** The fronts this process publishes to, in one string: the processes that share them share one lead. */
    fronts: [...publishUrls].sort().join(' '),

    /** Whether a request came through a front: its `X-Live-Engine` is the key. */
    forwarded(header: string | string[] | undefined): boolean {
      if (typeof header !== 'string') return false;
      const given = Buffer.from(header);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /**
     * The answer to a viewer's request through a front, and the headers that send the front on to hold the stream on
     * its channels. `group` names the stream's first messages (the same group, the same messages): the first stream
     * of a group within `groupMs` publishes them (`messages`) to a new channel of its start, on every front since any
     * may have sent it, and at least one must take them; the others of the group start on that channel. `first` says
     * which stream published: what the group missed while its fronts took it up goes there too (live-hub.ts).
     */
    async hold(eventId: string, language: Language, group: string, messages: () => readonly Uint8Array[]) {
      touch(eventId);
      const now = clock();
      const name = `${eventId} ${language} ${group}`;
      const latest = starts.get(name);
      const start = latest !== undefined && now - latest.at < groupMs ? latest : begin(name, now, messages());
      if (!(await start.taken)) return undefined;
      const own = start.channel;
      const channels = [channelOf(eventId, language), own];
      return {
        own,
        first: start !== latest,
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
      send(eventId: string, key: string, language: Language | 'all', bytes: Uint8Array) {
        const content = decoder.decode(bytes);
        for (const to of language === 'all' ? LANGUAGES : [language])
          enqueue({ channel: channelOf(eventId, to), content, key });
      },
    } satisfies LiveOutlet,

    /** Sends messages to the streams of one start, on its channel. */
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
      const byFront = Object.fromEntries(fronts.flat());
      mostHeld.clear();
      for (const byEvent of Object.values(byFront))
        for (const [eventId, count] of Object.entries(byEvent))
          mostHeld.set(eventId, Math.max(count, mostHeld.get(eventId) ?? 0));
      return byFront;
    },

    /**
     * How long an event's changes gather into one message (docs/decisions.md#435): each message costs a front a write to
     * each viewer of the event it holds, on cores the votes need too, so the messages are spaced for the busiest front
     * to write at most `writesPerSecond` of them; never less than `shortestMs`, never more than a second.
     */
    windowMs(eventId: string, shortestMs: number): number {
      const spaced = Math.ceil(((mostHeld.get(eventId) ?? 0) * 1000) / writesPerSecond);
      return Math.min(LONGEST_WINDOW_MS, Math.max(shortestMs, spaced));
    },

    /**
     * Stops ending streams (they are the fronts'; another process or the restart ends them) and sends what is queued,
     * waiting for a front that does not answer no longer than one publication's timeout.
     */
    async close() {
      clearInterval(ender);
      clearInterval(pinger);
      const sent = Promise.all(outboxes.map((front) => (front.sending = front.sending.then(() => post(front)))));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([sent, new Promise((resolve) => (timer = setTimeout(resolve, publishTimeoutMs)))]);
      clearTimeout(timer);
    },
  };
}

export type LiveEngine = ReturnType<typeof createLiveEngine>;
