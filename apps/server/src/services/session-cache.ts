import type { Viewer } from '../lib/viewer.ts';
import { type CacheLimits, makeRoom } from './cache-limits.ts';

interface Entry {
  userId: string;
  viewer: Viewer;
  /** The session's idle end, as read. */
  sessionEndsAt: number;
  /** When this copy must be read again. */
  keptUntil: number;
}

export interface SessionCache {
  /** The viewer of a live session read within the last `ttlMs`, or undefined. */
  get(sessionId: string, userId: string): Viewer | undefined;
  /** Where the cache stands before a read: `set` keeps the read only if nothing was forgotten since. */
  mark(): number;
  set(mark: number, sessionId: string, entry: { viewer: Viewer; sessionEndsAt: Date }): void;
  /** Forgets one session, every session of a user, or (no argument) everything. */
  forget(ended?: { userId: string; sessionId?: string }): void;
}

/**
 * Live sessions' viewers, kept in this process's memory for a short time (docs/decisions.md#70),
 * so an authenticated call (a vote) costs no session query. A logout anywhere reaches every
 * process through the change feed and is forgotten at once; `ttlMs` bounds what a lost notice or a
 * change made outside the app could leave. A read that started before a forget is not kept.
 */
export function createSessionCache({ ttlMs, maxEntries = 100_000, clock = Date.now }: CacheLimits): SessionCache {
  const entries = new Map<string, Entry>();
  let forgets = 0;
  return {
    get(sessionId, userId) {
      const entry = entries.get(sessionId);
      const now = clock();
      if (!entry || entry.userId !== userId) return undefined;
      if (entry.keptUntil <= now || entry.sessionEndsAt <= now) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.viewer;
    },
    mark: () => forgets,
    set(mark, sessionId, { viewer, sessionEndsAt }) {
      if (ttlMs <= 0 || mark !== forgets) return;
      makeRoom(entries, maxEntries);
      entries.set(sessionId, {
        userId: viewer.id,
        viewer,
        sessionEndsAt: sessionEndsAt.getTime(),
        keptUntil: clock() + ttlMs,
      });
    },
    forget(ended) {
      forgets += 1;
      if (!ended) entries.clear();
      else if (ended.sessionId) entries.delete(ended.sessionId);
      else for (const [sessionId, entry] of entries) if (entry.userId === ended.userId) entries.delete(sessionId);
    },
  };
}
