import type { ServerResponse } from 'node:http';
import { type Language, LANGUAGES, type TEventBattles } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { type Change, EVERY_EVENT } from '../../db/change-feed.ts';
import { type GzipHead, gzipHead, gzipWithTail } from '../../lib/gzip-pieces.ts';
import type { LiveMeter } from '../../services/metrics.ts';

/** How the hub reads an event: the EventByAllBattle shape in one language, and the vote counts alone. */
export interface LiveSource {
  loadEvent(eventId: string, language: Language): Promise<TEventBattles | undefined>;
  loadVotes(eventId: string): Promise<Map<string, { Player1: number; Player2: number }>>;
}

export interface LiveHubOptions {
  source: LiveSource;
  /** Changes within this window go out as one message (docs/product.md §7 live stream: ≤ 100 ms). */
  coalesceMs?: number;
  /** Above this many viewers of one event the window doubles (at most 100 ms): each message costs every socket a write. */
  crowd?: number;
  /** Milliseconds of writing per turn of the event loop: a message to ten thousand viewers is written in slices, so votes are not held up behind it. */
  sliceMs?: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** How long an event nobody watches keeps its snapshot for the polling call (REPLY_CACHE_MS); 0 = never. */
  idleKeepMs: number;
  /** A viewer whose unsent output grows past this is too slow to follow: its stream is closed (EventSource reconnects). */
  maxBufferedBytes?: number;
  clock?: () => number;
  /** Counts what the hub writes, drops and how long a vote takes to reach the screens (services/metrics.ts). */
  meter?: Pick<LiveMeter, 'sent' | 'dropped' | 'delivered'>;
}

/** One event's snapshot in one language: the presented event and its JSON, serialized once for every viewer and poller. */
interface Snapshot {
  event: TEventBattles;
  json: string;
  /** The polling reply up to its serverNow, gzipped on the first poll that accepts gzip after the snapshot changed. */
  pollGzip?: GzipHead;
}

interface EventState {
  snapshots: Map<Language, Snapshot>;
  viewers: Map<Language, Set<ServerResponse>>;
  loadedAt: number;
  /** What changed since the last message: everything, or only these battles' votes. */
  dirty: { full: boolean; votes: Set<string> };
  /** When the oldest vote change not yet sent arrived (performance.now()), for the vote-to-screen time. */
  votesSince?: number;
  flushing?: Promise<void>;
  timer?: NodeJS.Timeout;
}

const encoder = new TextEncoder();
const messageOf = (name: string, data: string) => encoder.encode(`event: ${name}\ndata: ${data}\n\n`);

/**
 * The live state of events being watched (docs/product.md §7, live stream; docs/architecture.md):
 * one snapshot per event and language, loaded once and serialized once, written as the same bytes to
 * every viewer and answered from memory to the 1 s polling calls. Changes from any process (the
 * change feed) are coalesced: a vote sends only the battle's new counts, anything else a new snapshot.
 */
export function createLiveHub({
  source,
  coalesceMs = 50,
  crowd = 2000,
  sliceMs = 20,
  heartbeatMs = 15_000,
  idleKeepMs,
  maxBufferedBytes = 1 << 20,
  clock = Date.now,
  meter,
}: LiveHubOptions) {
  const events = new Map<string, EventState>();
  /** Loads in flight, shared by every caller of the same event and language (a burst of polls loads once). */
  const loading = new Map<string, Promise<TEventBattles | undefined>>();
  /** Bumped by every change (`epoch` by a change to every event): a load that started before one is not kept. */
  const versions = new Map<string, number>();
  let epoch = 0;
  const versionOf = (eventId: string) => `${epoch}:${versions.get(eventId) ?? 0}`;
  const viewersOf = (state: EventState) => [...state.viewers.values()].reduce((sum, set) => sum + set.size, 0);
  const watched = (state: EventState) => viewersOf(state) > 0;
  const serverNow = () => new Date(clock()).toISOString();

  const stateOf = (eventId: string): EventState => {
    let state = events.get(eventId);
    if (!state) {
      state = {
        snapshots: new Map(),
        viewers: new Map(LANGUAGES.map((language) => [language, new Set()])),
        loadedAt: 0,
        dirty: { full: false, votes: new Set() },
      };
      events.set(eventId, state);
    }
    return state;
  };

  const store = (state: EventState, language: Language, event: TEventBattles) => {
    state.snapshots.set(language, { event, json: JSON.stringify(event) });
  };

  /** The event's snapshot in `language`, from memory while it is current, else loaded (once for all concurrent callers). */
  async function snapshot(eventId: string, language: Language): Promise<Snapshot | undefined> {
    const state = events.get(eventId);
    const kept = state?.snapshots.get(language);
    if (state && kept && (watched(state) || clock() - state.loadedAt < idleKeepMs) && !state.dirty.full) return kept;
    const key = `${eventId}:${language}`;
    const version = versionOf(eventId);
    let load = loading.get(key);
    if (!load) {
      load = source.loadEvent(eventId, language).finally(() => loading.delete(key));
      loading.set(key, load);
    }
    const event = await load;
    if (!event) return undefined;
    const current = events.get(eventId);
    const keep = version === versionOf(eventId) && (idleKeepMs > 0 || (current !== undefined && watched(current)));
    if (!keep) return { event, json: JSON.stringify(event) };
    const target = current ?? stateOf(eventId);
    if (!target.snapshots.has(language) || target.snapshots.get(language) === kept) {
      store(target, language, event);
      target.loadedAt = clock();
    }
    return target.snapshots.get(language);
  }

  /**
   * Messages waiting to be written, in order, so every viewer gets them in the order they were made.
   * A newer message of the same kind (an event's snapshot in one language, a battle's counts) takes
   * the place of one still being written: viewers not reached yet get only the newer one, so a big
   * audience never builds a backlog of stale counts.
   */
  const outbox: { key: string; viewers: ServerResponse[]; bytes: Uint8Array; next: number; since?: number }[] = [];
  let draining = false;
  function drain() {
    const until = performance.now() + sliceMs;
    // At least one chunk per turn, then as many as fit in the slice.
    do {
      const job = outbox[0]!;
      const end = Math.min(job.next + 256, job.viewers.length);
      let written = 0;
      for (; job.next < end; job.next += 1) {
        const viewer = job.viewers[job.next]!;
        if (viewer.destroyed || viewer.writableEnded) continue;
        if (viewer.writableLength > maxBufferedBytes) {
          viewer.destroy();
          meter?.dropped();
        } else {
          viewer.write(job.bytes);
          written += 1;
        }
      }
      if (written > 0) meter?.sent(written);
      if (job.next >= job.viewers.length) {
        outbox.shift();
        if (job.since !== undefined) meter?.delivered(performance.now() - job.since);
      }
    } while (outbox.length > 0 && performance.now() < until);
    draining = outbox.length > 0;
    if (draining) setImmediate(drain);
  }

  function send(state: EventState, key: string, language: Language | 'all', bytes: Uint8Array, since?: number) {
    const sets = language === 'all' ? [...state.viewers.values()] : [state.viewers.get(language)!];
    const viewers = sets.flatMap((set) => [...set]);
    if (viewers.length === 0) return;
    for (const job of outbox) if (job.key === key) job.next = job.viewers.length;
    outbox.push({ key, viewers, bytes, next: 0, since });
    if (!draining) drain();
  }

  const pollHead = (snap: Snapshot, language: Language) =>
    `{"status":1,"message":${JSON.stringify(translate(language, 'server.eventFound'))},"event":${snap.json},"serverNow":"`;
  const pollTail = () => `${serverNow()}"}`;

  const snapshotMessage = (snap: Snapshot) =>
    messageOf('snapshot', `{"event":${snap.json},"serverNow":"${serverNow()}"}`);

  async function flush(eventId: string, state: EventState) {
    const { full, votes } = state.dirty;
    const since = state.votesSince;
    state.dirty = { full: false, votes: new Set() };
    state.votesSince = undefined;
    if (!watched(state)) {
      // Nobody to tell: the next poll loads afresh.
      events.delete(eventId);
      return;
    }
    const languages = LANGUAGES.filter((language) => state.viewers.get(language)!.size > 0);
    // A language nobody streams is not kept current: its next poll loads afresh.
    for (const language of LANGUAGES) if (!languages.includes(language)) state.snapshots.delete(language);
    if (full) {
      const loaded = await Promise.all(languages.map((language) => source.loadEvent(eventId, language)));
      state.snapshots.clear();
      state.loadedAt = clock();
      languages.forEach((language, index) => {
        const event = loaded[index];
        if (event) {
          store(state, language, event);
          send(state, `${eventId}:snapshot:${language}`, language, snapshotMessage(state.snapshots.get(language)!));
        }
      });
      return;
    }
    const counts = await source.loadVotes(eventId);
    for (const battleId of votes) {
      let message: Uint8Array | undefined;
      for (const language of languages) {
        const snap = state.snapshots.get(language);
        const battle = snap?.event.battles.find((entry) => entry._id === battleId);
        if (!snap || !battle) continue;
        battle.votes = counts.get(battleId) ?? { Player1: 0, Player2: 0 };
        snap.json = JSON.stringify(snap.event);
        snap.pollGzip = undefined;
        message ??= messageOf('votes', JSON.stringify({ battleId, votes: battle.votes, serverNow: serverNow() }));
      }
      if (message) send(state, `${eventId}:votes:${battleId}`, 'all', message, since);
    }
  }

  function schedule(eventId: string, state: EventState) {
    if (state.timer || state.flushing) return;
    state.timer = setTimeout(
      () => {
        state.timer = undefined;
        state.flushing = flush(eventId, state)
          .catch(() => {
            // The database failed us: the next change, or the viewers' reconnect, tries again.
            state.dirty.full = true;
          })
          .finally(() => {
            state.flushing = undefined;
            if (state.dirty.full || state.dirty.votes.size > 0) schedule(eventId, state);
          });
      },
      viewersOf(state) > crowd ? Math.min(coalesceMs * 2, 100) : coalesceMs,
    );
  }

  function onChange(change: Change) {
    // Ended sessions are the session guard's business (plugins/auth.ts), not a live screen's.
    if (change.kind === 'sessions') return;
    if (change.eventId === EVERY_EVENT) epoch += 1;
    else versions.set(change.eventId, (versions.get(change.eventId) ?? 0) + 1);
    const targets =
      change.eventId === EVERY_EVENT
        ? [...events.entries()]
        : events.has(change.eventId)
          ? [[change.eventId, events.get(change.eventId)!] as const]
          : [];
    for (const [eventId, state] of targets) {
      if (change.kind === 'votes' && change.battleId && !state.dirty.full) {
        state.dirty.votes.add(change.battleId);
        state.votesSince ??= performance.now();
      } else state.dirty.full = true;
      if (!watched(state)) {
        events.delete(eventId);
        continue;
      }
      schedule(eventId, state);
    }
  }

  const heartbeat = setInterval(() => {
    const ping = encoder.encode(': ping\n\n');
    for (const [eventId, state] of events) send(state, `${eventId}:ping`, 'all', ping);
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** The polling reply (EventByAllBattle) with the snapshot's JSON spliced in, or undefined for an unknown event. */
    async pollReply(eventId: string, language: Language): Promise<string | undefined> {
      const snap = await snapshot(eventId, language);
      return snap && pollHead(snap, language) + pollTail();
    },

    /**
     * The same reply gzipped: all but its serverNow is compressed once per change of the snapshot
     * (docs/decisions.md#90), so a poll costs the compression of its few bytes of time.
     */
    async pollReplyGzip(eventId: string, language: Language): Promise<Buffer | undefined> {
      const snap = await snapshot(eventId, language);
      if (!snap) return undefined;
      snap.pollGzip ??= gzipHead(pollHead(snap, language));
      return gzipWithTail(snap.pollGzip, pollTail());
    },

    /** Whether the event exists, loading its snapshot for a viewer about to attach. */
    async prepare(eventId: string, language: Language): Promise<boolean> {
      return (await snapshot(eventId, language)) !== undefined;
    },

    /** A new viewer: the stream's headers, then the snapshot at once; it leaves when its connection closes. */
    async attach(eventId: string, language: Language, viewer: ServerResponse): Promise<void> {
      const state = stateOf(eventId);
      viewer.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        // HTTP/2 forbids connection headers; HTTP/1.1 keeps the connection open by default.
        ...(viewer.req.httpVersionMajor === 1 && { connection: 'keep-alive' }),
      });
      viewer.socket?.setNoDelay(true);
      viewer.write('retry: 1000\n\n');
      state.viewers.get(language)!.add(viewer);
      viewer.on('close', () => state.viewers.get(language)!.delete(viewer));
      const snap = await snapshot(eventId, language);
      if (!snap) return void viewer.end();
      viewer.write(snapshotMessage(snap));
      meter?.sent(1);
    },

    onChange,

    /** How many viewers are attached (all events). */
    viewerCount: () => [...events.values()].reduce((sum, state) => sum + viewersOf(state), 0),

    /**
     * Ends every stream (server shutdown): each viewer is told to reconnect within 0.2-1.2 s, spread so a
     * big audience does not arrive at once, and reaches another process or this one after the restart.
     */
    close() {
      clearInterval(heartbeat);
      for (const state of events.values()) {
        clearTimeout(state.timer);
        for (const viewers of state.viewers.values())
          for (const viewer of viewers) viewer.end(`retry: ${200 + Math.floor(Math.random() * 1000)}\n\n`);
      }
      events.clear();
    },
  };
}
