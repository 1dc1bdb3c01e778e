import type { Language, TEventBattles } from '@artclash/contract';
import type { GzipHead } from '../../lib/gzip-pieces.ts';

/** One event's snapshot in one language: the presented event and its JSON, serialized once for every viewer and poller. */
export interface Snapshot {
  event: TEventBattles;
  json: string;
  /** The polling reply up to its serverNow, gzipped on the first poll that accepts gzip after the snapshot changed. */
  pollGzip?: GzipHead;
}

export interface SnapshotStoreOptions {
  load(eventId: string, language: Language): Promise<TEventBattles | undefined>;
  /** Whether anyone streams the event: its snapshots are then kept current by the hub, whatever their age. */
  watched(eventId: string): boolean;
  /** How long a snapshot nobody streams answers polls (REPLY_CACHE_MS); 0 = never kept. */
  idleKeepMs: number;
  clock?: () => number;
}

const snapshotOf = (event: TEventBattles): Snapshot => ({ event, json: JSON.stringify(event) });

/**
 * The EventByAllBattle snapshots of the events being watched or polled, per language: loaded once for
 * every concurrent caller, never kept when a change overtook the load, and current while the event is
 * streamed (the hub refreshes or patches them after each change).
 */
export function createSnapshotStore({ load, watched, idleKeepMs, clock = Date.now }: SnapshotStoreOptions) {
  const events = new Map<string, { snapshots: Map<Language, Snapshot>; loadedAt: number; stale: boolean }>();
  const loading = new Map<string, Promise<TEventBattles | undefined>>();
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
        target.snapshots.set(language, snapshotOf(event));
        target.loadedAt = clock();
      }
      return target.snapshots.get(language);
    },

    /** A change to an event: loads under way are not kept; an event nobody streams is forgotten, else a `full` change makes it stale until refreshed. */
    changed(eventId: string, full: boolean) {
      versions.set(eventId, (versions.get(eventId) ?? 0) + 1);
      const state = events.get(eventId);
      if (state && !watched(eventId)) events.delete(eventId);
      else if (state && full) state.stale = true;
    },

    /** Reloads the event in `languages`, the only ones kept from now on; the new snapshots, in order. */
    async refresh(eventId: string, languages: readonly Language[]): Promise<(Snapshot | undefined)[]> {
      const loaded = await Promise.all(languages.map((language) => load(eventId, language)));
      const snapshots = new Map<Language, Snapshot>();
      languages.forEach((language, index) => loaded[index] && snapshots.set(language, snapshotOf(loaded[index])));
      events.set(eventId, { snapshots, loadedAt: clock(), stale: false });
      return languages.map((language) => snapshots.get(language));
    },

    /** Sets a battle's counts in the event's snapshots of `languages` (the others are dropped); the snapshots it was in. */
    patchVotes(
      eventId: string,
      languages: readonly Language[],
      battleId: string,
      votes: { Player1: number; Player2: number },
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
        return true;
      });
    },

    /** Whether the event has snapshots kept (votes can be patched into them). */
    holds: (eventId: string) => (events.get(eventId)?.snapshots.size ?? 0) > 0,

    /** Forgets an event: its next poll loads afresh. */
    drop: (eventId: string) => events.delete(eventId),
    clear: () => void events.clear(),
  };
}
