import type { Language, TEventBattles } from '@artclash/contract';
import type { GzipHead } from '../../lib/gzip-pieces.ts';

/** An event as loaded: the presented event and the last entry of its log it shows at least (read first). */
export interface LoadedEvent {
  event: TEventBattles;
  seq: number;
}

/** One event's snapshot in one language: the presented event and its JSON, serialized once for every viewer and poller. */
export interface Snapshot {
  event: TEventBattles;
  json: string;
  /** The last entry of the event's log it shows: the `id:` of its messages (docs/decisions.md#415). */
  seq: number;
  /** The entry it was loaded whole at; since then only battles' counts were patched in, each at `votedAt`. */
  base: number;
  votedAt: Map<string, number>;
  /** The polling reply up to its serverNow, gzipped on the first poll that accepts gzip after the snapshot changed. */
  pollGzip?: GzipHead;
}

export interface SnapshotStoreOptions {
  load(eventId: string, language: Language): Promise<LoadedEvent | undefined>;
  /** Whether anyone streams the event: its snapshots are then kept current by the hub, whatever their age. */
  watched(eventId: string): boolean;
  /** How long a snapshot nobody streams answers polls (REPLY_CACHE_MS); 0 = never kept. */
  idleKeepMs: number;
  clock?: () => number;
}

const snapshotOf = ({ event, seq }: LoadedEvent): Snapshot => ({
  event,
  json: JSON.stringify(event),
  seq,
  base: seq,
  votedAt: new Map(),
});

/** A battle's counts as a viewer is told them. */
export interface BattleCounts {
  battleId: string;
  votes: { Player1: number; Player2: number };
}

/** The entry a viewer that last saw `since` resumes from, or none when it is sent the event whole. */
export const resumesFrom = (snap: Snapshot, since: number | undefined) =>
  since === undefined || since < snap.base || since > snap.seq ? undefined : since;

/**
 * What a viewer that last saw entry `since` of the event missed of `snap` (docs/decisions.md#415): nothing, the
 * counts of the battles that changed since, or everything (it saw an older whole event than the snapshot's, or none).
 */
export function missedSince(snap: Snapshot, since: number | undefined): 'nothing' | 'all' | BattleCounts[] {
  since = resumesFrom(snap, since);
  if (since === undefined) return 'all';
  if (since === snap.seq) return 'nothing';
  return snap.event.battles.flatMap(({ _id: battleId, votes }) =>
    votes && (snap.votedAt.get(battleId) ?? 0) > since ? [{ battleId, votes }] : [],
  );
}

const countsOf = (event: TEventBattles) => new Map(event.battles.map((battle) => [battle._id, battle.votes]));
const withoutCounts = (event: TEventBattles) =>
  JSON.stringify({ ...event, battles: event.battles.map((battle) => ({ ...battle, votes: null })) });

/**
 * The snapshot a fresh load makes after `previous`: when the two differ only in counts the public sees on both, it
 * keeps what a returning viewer needs to be sent only those counts (docs/decisions.md#415); else it starts anew.
 */
function successor(previous: Snapshot | undefined, loaded: LoadedEvent): Snapshot {
  const next = snapshotOf(loaded);
  if (!previous || loaded.seq < previous.seq || withoutCounts(previous.event) !== withoutCounts(loaded.event))
    return next;
  const before = countsOf(previous.event);
  const moved = loaded.event.battles.filter(
    ({ _id, votes }) => JSON.stringify(votes) !== JSON.stringify(before.get(_id)),
  );
  if (moved.some(({ _id, votes }) => !votes || !before.get(_id))) return next;
  next.base = previous.base;
  next.votedAt = new Map(previous.votedAt);
  for (const { _id } of moved) next.votedAt.set(_id, next.seq);
  return next;
}

/**
 * The EventByAllBattle snapshots of the events being watched or polled, per language: loaded once for
 * every concurrent caller, never kept when a change overtook the load, and current while the event is
 * streamed (the hub refreshes or patches them after each change).
 */
export function createSnapshotStore({ load, watched, idleKeepMs, clock = Date.now }: SnapshotStoreOptions) {
  const events = new Map<string, { snapshots: Map<Language, Snapshot>; loadedAt: number; stale: boolean }>();
  const loading = new Map<string, Promise<LoadedEvent | undefined>>();
  // Bumped by every change: a load begun before one is not kept.
  const versions = new Map<string, number>();
  const versionOf = (eventId: string) => versions.get(eventId) ?? 0;

  const loadShared = (eventId: string, language: Language) => {
    const key = `${eventId}:${language}`;
    let pending = loading.get(key);
    if (!pending) loading.set(key, (pending = load(eventId, language).finally(() => loading.delete(key))));
    return pending;
  };

  return {
    /** The event's snapshot in `language`: from memory while it is current, else loaded; undefined for an unknown event. */
    async get(eventId: string, language: Language): Promise<Snapshot | undefined> {
      const state = events.get(eventId);
      const kept = state?.snapshots.get(language);
      if (kept && !state!.stale && (watched(eventId) || clock() - state!.loadedAt < idleKeepMs)) return kept;
      const version = versionOf(eventId);
      const event = await loadShared(eventId, language);
      if (!event) return undefined;
      if (version !== versionOf(eventId) || (idleKeepMs === 0 && !watched(eventId))) return snapshotOf(event);
      const target = events.get(eventId) ?? { snapshots: new Map(), loadedAt: 0, stale: false };
      events.set(eventId, target);
      // A snapshot stored meanwhile (by the hub's refresh) is newer than this load.
      if (!target.snapshots.has(language) || target.snapshots.get(language) === kept) {
        target.snapshots.set(language, successor(kept, event));
        target.loadedAt = clock();
        target.stale = false;
      }
      return target.snapshots.get(language);
    },

    /**
     * A change to an event: loads under way are not kept; the snapshots of an event nobody streams are reloaded
     * when next asked for, else a `full` change makes them stale until refreshed.
     */
    changed(eventId: string, full: boolean) {
      versions.set(eventId, (versions.get(eventId) ?? 0) + 1);
      const state = events.get(eventId);
      if (state && (full || !watched(eventId))) state.stale = true;
    },

    /** Reloads the event in `languages`, the only ones kept from now on; the new snapshots, in order. */
    async refresh(eventId: string, languages: readonly Language[]): Promise<(Snapshot | undefined)[]> {
      const loaded = await Promise.all(languages.map((language) => load(eventId, language)));
      const previous = events.get(eventId)?.snapshots;
      const snapshots = new Map<Language, Snapshot>();
      languages.forEach(
        (language, index) =>
          loaded[index] && snapshots.set(language, successor(previous?.get(language), loaded[index])),
      );
      events.set(eventId, { snapshots, loadedAt: clock(), stale: false });
      return languages.map((language) => snapshots.get(language));
    },

    /**
     * Sets a battle's counts, as of entry `seq` of the event's log, in the event's snapshots of `languages` (the
     * others are dropped); the snapshots it was in.
     */
    patchVotes(
      eventId: string,
      languages: readonly Language[],
      battleId: string,
      votes: { Player1: number; Player2: number },
      seq: number,
    ) {
      const state = events.get(eventId);
      if (!state) return [];
      for (const language of state.snapshots.keys())
        if (!languages.includes(language)) state.snapshots.delete(language);
      return [...state.snapshots.values()].filter((snap) => {
        const battle = snap.event.battles.find((entry) => entry._id === battleId);
        if (!battle) return false;
        battle.votes = votes;
        snap.json = JSON.stringify(snap.event);
        snap.pollGzip = undefined;
        snap.seq = Math.max(snap.seq, seq);
        snap.votedAt.set(battleId, snap.seq);
        return true;
      });
    },

    /** Whether the event has snapshots kept (votes can be patched into them). */
    holds: (eventId: string) => (events.get(eventId)?.snapshots.size ?? 0) > 0,

    /**
     * An event's snapshots are out of date: its next poll loads afresh, keeping what a returning viewer needs to be
     * sent only the counts it missed.
     */
    outdate(eventId: string) {
      const state = events.get(eventId);
      if (state) state.stale = true;
    },
    clear: () => void events.clear(),
  };
}
