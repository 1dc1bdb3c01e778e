import type { ServerResponse } from 'node:http';
import type { Language } from '@artclash/contract';
import type { Change, Lead } from '../../db/change-feed.ts';
import { createChangeMessages, type LiveOutlet, type LiveSource, loaderOf } from './change-messages.ts';
import { createCoalescer } from './coalescer.ts';
import type { LiveEngine } from './live-engine.ts';
import { createPollReplies } from './poll-replies.ts';
import { createSnapshotStore, missedSince, resumesFrom } from './snapshot-store.ts';
import type { StreamPlace } from './stream-places.ts';
import { createStreamWriter, type StreamWriterOptions } from './stream-writer.ts';

export interface LiveHubOptions extends StreamWriterOptions {
  source: LiveSource;
  /** Changes within this window go out as one message (docs/product.md §7 live stream: ≤ 100 ms). */
  coalesceMs?: number;
  /** Above this many viewers of one event the window doubles (at most 100 ms): each message costs every socket a write. */
  crowd?: number;
  /** How long an event nobody watches keeps its snapshot for the polling call (REPLY_CACHE_MS); 0 = never. */
  idleKeepMs: number;
  /** The engine holding the viewers' streams in a deployment (live-engine.ts); none: this process holds them. */
  engine?: LiveEngine;
  /**
   * Asks for the lead of the processes that publish to the engine (ChangeFeed `lead`): the one holding it publishes
   * every change. Without it, this process publishes every change, as if it were alone.
   */
  lead?: (gained: () => void) => Lead;
  clock?: () => number;
}

/** How long after answering a viewer its front is sure to hold the stream (live-engine.ts). */
const ENGINE_CATCH_UP_MS = 500;
/**
 * The changes a process that takes the lead sends again, whole: those it heard this long before, which the process
 * that led may not have published before it stopped (it takes a second or two for another to take the lead).
 */
const LEAD_CATCH_UP_MS = 10_000;

/**
 * The live state of events being watched (docs/product.md §7, live stream; docs/architecture.md): the
 * snapshot store answers the 1 s polling calls and new viewers from memory, the coalescer merges the
 * changes of any process (the change feed), and the stream writer sends each message as the same bytes
 * to every viewer: a vote the battle's new counts, anything else a new snapshot.
 */
export function createLiveHub({
  source,
  coalesceMs = 50,
  crowd = 2000,
  idleKeepMs,
  engine,
  lead,
  clock = Date.now,
  ...writing
}: LiveHubOptions) {
  const writer = createStreamWriter(writing);
  const watched = (eventId: string) => writer.count(eventId) > 0 || (engine?.watched(eventId) ?? false);
  const store = createSnapshotStore({ load: loaderOf(source), watched, idleKeepMs, clock });
  // Behind an engine one process, the lead's, publishes every change once (docs/decisions.md#428). Every process
  // still follows every change into its snapshots, for its polls and new viewers; the others only hold their messages
  // back, and note which events changed lately, for the day they take the lead.
  const publishes = () => leading?.held() ?? true;
  const outlet: LiveOutlet | undefined = engine && {
    languagesOf: engine.outlet.languagesOf,
    send: (eventId, key, language, bytes) => {
      if (publishes()) engine.outlet.send(eventId, key, language, bytes);
    },
  };
  const { serverNow, resumeMessages, flush } = createChangeMessages({ source, store, writer: outlet ?? writer, clock });

  // Each message costs a write per viewer: a crowd's window is the longest the stream allows; behind an engine, longer
  // still for an audience its fronts would spend too much of their cores writing to (docs/decisions.md#435).
  const crowdMs = Math.min(coalesceMs * 2, 100);
  const coalescer = createCoalescer({
    windowMs: (eventId) =>
      engine ? engine.windowMs(eventId, crowdMs) : writer.count(eventId) > crowd ? crowdMs : coalesceMs,
    flush,
  });

  const polls = createPollReplies(serverNow);

  const heard = new Map<string, number>();
  const hear = (eventId: string) => {
    const now = clock();
    if (heard.size > 256) for (const [id, at] of heard) if (now - at > LEAD_CATCH_UP_MS) heard.delete(id);
    heard.set(eventId, now);
  };
  const leading = lead?.(() => {
    const now = clock();
    for (const [eventId, at] of heard) if (now - at <= LEAD_CATCH_UP_MS) coalescer.mark(eventId);
    heard.clear();
  });

  return {
    /** The polling reply (EventByAllBattle) from the kept snapshot (poll-replies.ts), or undefined for an unknown event. */
    async pollReply(eventId: string, language: Language): Promise<string | undefined> {
      const snap = await store.get(eventId, language);
      return snap && polls.plain(snap, language);
    },
    /** The same reply gzipped, its snapshot part compressed once per change. */
    async pollReplyGzip(eventId: string, language: Language): Promise<Buffer | undefined> {
      const snap = await store.get(eventId, language);
      return snap && polls.gzip(snap, language);
    },

    /** Whether the event exists, loading its snapshot for a viewer about to attach. */
    prepare: async (eventId: string, language: Language): Promise<boolean> =>
      (await store.get(eventId, language)) !== undefined,

    /**
     * Takes a stream's place under the caps before its event is read, or names the cap that is full; held by the
     * stream's connection, given back when it closes (stream-writer.ts).
     */
    reserve: writer.reserve,
    /** Gives back a place whose stream never opened. */
    release: writer.release,

    /**
     * A viewer in its place: the stream's headers, then at once the snapshot, or, for a viewer back with the last
     * entry it saw (`since`, its Last-Event-ID), only what it missed (docs/decisions.md#415); it leaves when its
     * connection closes. A viewer whose connection closed already is not attached.
     */
    async attach(
      eventId: string,
      language: Language,
      viewer: ServerResponse,
      { place, since }: { place?: StreamPlace; since?: number } = {},
    ): Promise<void> {
      if (!writer.open(eventId, language, viewer, place)) return;
      const snap = await store.get(eventId, language);
      if (!snap) return void viewer.end();
      const messages = resumeMessages(snap, since);
      for (const message of messages) viewer.write(message);
      writing.meter?.sent(messages.length);
    },

    /** Whether a viewer's request came through a front whose engine holds the streams (live-engine.ts). */
    forwarded: (header: string | string[] | undefined) => engine?.forwarded(header) ?? false,

    /**
     * The answer to a viewer a front forwarded: its first messages (the snapshot, or only what a returning viewer
     * missed, `since`, as `attach` sends) published for it, and the headers that send the front on to hold the
     * stream; `unknown` for an unknown event, `refused` when no front took the messages.
     */
    async hold(eventId: string, language: Language, since?: number) {
      const snap = await store.get(eventId, language);
      if (!snap || !engine) return 'unknown';
      // The streams that need the same first messages (the entry they go to, the one they come from) start together.
      const group = `${snap.seq}.${resumesFrom(snap, since) ?? 'whole'}`;
      const held = await engine.hold(eventId, language, group, () => resumeMessages(snap, since));
      if (!held) return 'refused';
      // A change published after the answers but before the front held their streams would pass them by: a moment
      // later, whatever the group missed since goes to them alone.
      const shown = snap.seq;
      if (held.first)
        setTimeout(() => {
          void store.get(eventId, language).then((now) => {
            if (now && now.seq > shown) engine.sendTo(held.own, resumeMessages(now, shown));
          });
        }, engine.groupMs + ENGINE_CATCH_UP_MS).unref();
      return held;
    },

    /**
     * The polling fallback's reply for a viewer that last saw entry `since` (docs/decisions.md#415): the entry it is
     * at now, and the event whole or the battles' counts it missed; undefined for an unknown event.
     */
    async changesSince(eventId: string, language: Language, since: number) {
      const snap = await store.get(eventId, language);
      if (!snap) return undefined;
      const missed = missedSince(snap, since);
      return {
        seq: snap.seq,
        serverNow: serverNow(),
        ...(missed === 'all' && { event: snap.event }),
        votes: Array.isArray(missed) ? missed : [],
      };
    },

    /**
     * A change of this process or another: its snapshots are refreshed, and its viewers told. With an engine, the
     * process that leads publishes every change, so each is published once.
     */
    onChange(change: Change) {
      // Ended sessions are the session guard's business (plugins/auth.ts), not a live screen's.
      if (change.kind === 'sessions') return;
      const votesOf = change.kind === 'votes' ? change.battleId : undefined;
      store.changed(change.eventId, votesOf === undefined);
      if (engine && !publishes()) hear(change.eventId);
      if (engine || watched(change.eventId)) coalescer.mark(change.eventId, votesOf);
    },

    /** Whether this process publishes the changes to an engine now: it leads the processes behind the fronts. */
    publishing: () => engine !== undefined && publishes(),
    /** How many viewers are attached (all events). */
    viewerCount: () => writer.count(),
    /** How many viewers each watched event has. */
    viewersByEvent: (): Record<string, number> =>
      Object.fromEntries(writer.eventIds().map((eventId) => [eventId, writer.count(eventId)])),
    /** The stream writer's figures: viewers, streams opened and closed, messages, writes, drops. */
    stats: () => writer.stats(),

    /** Ends every stream (server shutdown): viewers reconnect, spread out, to another process or after the restart. */
    async close() {
      coalescer.close();
      writer.close();
      store.clear();
      await engine?.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
