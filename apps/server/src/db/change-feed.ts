import { randomUUID } from 'node:crypto';

/**
 * What changed about an event: its own fields ('event'), its battles, timers, keywords or roulette
 * ('battles'), or a battle's votes ('votes'). Live viewers get a snapshot for the first two and
 * only the new counts for the third (docs/product.md §7, live stream).
 */
type ChangeKind = 'event' | 'battles' | 'votes';

/** `eventId` of a change that may concern every event: the feed lost notices while it reconnected. */
export const EVERY_EVENT = '*';

interface EventChange {
  /** The event, or EVERY_EVENT. */
  eventId: string;
  kind: ChangeKind;
  /** The battle whose votes changed (kind 'votes'). */
  battleId?: string;
}

/** Sessions of a user ended (docs/decisions.md#70): one (`sessionId`), or all of them; every process forgets them at once. */
interface SessionsChange {
  kind: 'sessions';
  userId: string;
  sessionId?: string;
}

export type Change = EventChange | SessionsChange;

type ChangeListener = (change: Change) => void;

/**
 * Changes to events, told to every server process that shares the database: this process's
 * listeners hear a change at once, the others through PostgreSQL's LISTEN/NOTIFY
 * (docs/operations.md). Every write that a live screen shows publishes one.
 */
export interface ChangeFeed {
  publish(change: Change): void;
  subscribe(listener: ChangeListener): () => void;
  /** Whether this process hears the other processes' changes now (its LISTEN connection is up); always, alone. */
  listening(): boolean;
  close(): Promise<void>;
}

/** The feed's wire format: the change and the process that made it, so a process skips its own. */
export type ChangeNotice = Change & { origin: string };

const KINDS: readonly string[] = ['event', 'battles', 'votes'];

/** A notice from another process, or undefined when the payload is not one (never trusted blindly). */
export function parseNotice(payload: string | undefined): ChangeNotice | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { eventId, kind, battleId, userId, sessionId, origin } = value as Record<string, unknown>;
    if (typeof origin !== 'string') return undefined;
    if (kind === 'sessions')
      return typeof userId === 'string'
        ? { kind, userId, origin, ...(typeof sessionId === 'string' && { sessionId }) }
        : undefined;
    if (typeof eventId !== 'string' || typeof kind !== 'string' || !KINDS.includes(kind)) return undefined;
    return { eventId, kind: kind as ChangeKind, origin, ...(typeof battleId === 'string' && { battleId }) };
  } catch {
    return undefined;
  }
}

/** A key that names what a notice is about: notices with the same key within a batch say the same thing. */
export const noticeKey = (notice: ChangeNotice): string =>
  notice.kind === 'sessions'
    ? `sessions|${notice.userId}|${notice.sessionId ?? ''}`
    : `${notice.eventId}|${notice.kind}|${notice.battleId ?? ''}`;

/** How a feed reaches the other processes (PostgreSQL's NOTIFY in db/client.ts). */
interface FeedTransport {
  send(notice: ChangeNotice): void;
  listening(): boolean;
  close(): Promise<void>;
}

export type ProcessFeed = ChangeFeed & {
  /** This process's id in notices. */
  origin: string;
  /** A notice that arrived from the shared database: told here unless this process sent it. */
  deliver(notice: ChangeNotice): void;
  /** Sets how changes reach the other processes. */
  connect(transport: FeedTransport): void;
};

/** Listeners of one process; once connected, each change also goes to the other processes. */
export function createChangeFeed(): ProcessFeed {
  const origin = randomUUID();
  let remote: FeedTransport | undefined;
  const listeners = new Set<ChangeListener>();
  const tell = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  return {
    origin,
    publish(change) {
      tell(change);
      remote?.send({ ...change, origin });
    },
    deliver(notice) {
      if (notice.origin === origin) return;
      const { origin: _origin, ...change } = notice;
      tell(change as Change);
    },
    connect(transport) {
      remote = transport;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => remote?.listening() ?? true,
    close: async () => {
      listeners.clear();
      await remote?.close();
    },
  };
}
