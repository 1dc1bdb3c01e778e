import { randomUUID } from 'node:crypto';

/**
 * What changed about an event: its own fields ('event'), its battles, timers, keywords or roulette
 * ('battles'), or a battle's votes ('votes'). Live viewers get a snapshot for the first two and
 * only the new counts for the third (docs/product.md §7, live stream).
 */
export type ChangeKind = 'event' | 'battles' | 'votes';

export interface EventChange {
  eventId: string;
  kind: ChangeKind;
  /** The battle whose votes changed (kind 'votes'). */
  battleId?: string;
  /** The last entry of the event's log this change covers (docs/decisions.md#403); none when the event was deleted. */
  seq?: number;
}

/** Sessions of a user ended (docs/decisions.md#70): one (`sessionId`), or all of them; every process forgets them at once. */
export interface SessionsChange {
  kind: 'sessions';
  userId: string;
  sessionId?: string;
  /** Its number among the session ends (docs/decisions.md#407). */
  seq?: number;
}

export type Change = EventChange | SessionsChange;

/** Hears a change, and whether this process made it (`local`) or another. */
type ChangeListener = (change: Change, local: boolean) => void;

/**
 * Changes to events, told to every server process that shares the database. A use case writes its change, the
 * log's entry and the notice for the other processes in one transaction (db/event-log.ts), then publishes the
 * change here: this process's listeners hear it at once, the others when PostgreSQL delivers the notice on commit
 * (docs/operations.md, docs/decisions.md#406).
 */
export interface ChangeFeed {
  /** This process's id in the notices it sends, so it does not tell its own changes twice. */
  readonly origin: string;
  /** Tells this process's listeners of a committed change. */
  publish(change: Change): void;
  subscribe(listener: ChangeListener): () => void;
  /** Whether this process hears the other processes' changes now (its LISTEN connection is up); always, alone. */
  listening(): boolean;
  /**
   * Asks for the lead named `name` among the processes on this database: one of them holds it at a time, and another
   * takes it about a second after that one's LISTEN connection ends (docs/decisions.md#428). `gained` is called each
   * time this process takes it. Alone (PGlite), this process holds it at once.
   */
  lead(name: string, gained: () => void): Lead;
  close(): Promise<void>;
}

/** A lead this process asked for. */
export interface Lead {
  /** Whether this process holds it now. */
  held(): boolean;
}

/** The feed's wire format: the change, the entries it covers (`from`..`seq`) and the process that made it. */
export type ChangeNotice = Change & { origin: string; from?: number };

const KINDS: readonly string[] = ['event', 'battles', 'votes'];

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** A notice from another process, or undefined when the payload is not one (never trusted blindly). */
export function parseNotice(payload: string | undefined): ChangeNotice | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { eventId, kind, battleId, userId, sessionId, origin, from, seq } = value as Record<string, unknown>;
    if (typeof origin !== 'string') return undefined;
    const range = {
      ...(numberOr(seq) !== undefined && { seq: numberOr(seq) }),
      ...(numberOr(from) !== undefined && { from: numberOr(from) }),
    };
    if (kind === 'sessions')
      return typeof userId === 'string'
        ? { kind, userId, origin, ...(typeof sessionId === 'string' && { sessionId }), ...range }
        : undefined;
    if (typeof eventId !== 'string' || typeof kind !== 'string' || !KINDS.includes(kind)) return undefined;
    return {
      eventId,
      kind: kind as ChangeKind,
      origin,
      ...(typeof battleId === 'string' && { battleId }),
      ...range,
    };
  } catch {
    return undefined;
  }
}

/** How a feed hears the other processes (PostgreSQL's LISTEN in db/client.ts). */
interface FeedTransport {
  listening(): boolean;
  lead(name: string, gained: () => void): Lead;
  close(): Promise<void>;
}

export type ProcessFeed = ChangeFeed & {
  /** Tells this process's listeners of another process's change (heard, or read from the log). */
  deliver(change: Change): void;
  /** Sets how this process hears the other processes. */
  connect(transport: FeedTransport): void;
};

/** Listeners of one process; on PostgreSQL, connected to the LISTEN connection that tells the other processes' changes. */
export function createChangeFeed(): ProcessFeed {
  const origin = randomUUID();
  let remote: FeedTransport | undefined;
  const listeners = new Set<ChangeListener>();
  const tell = (change: Change, local: boolean) => {
    for (const listener of listeners) listener(change, local);
  };
  return {
    origin,
    publish: (change) => tell(change, true),
    deliver: (change) => tell(change, false),
    connect(transport) {
      remote = transport;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => remote?.listening() ?? true,
    lead(name, gained) {
      if (remote) return remote.lead(name, gained);
      gained();
      return { held: () => true };
    },
    close: async () => {
      listeners.clear();
      await remote?.close();
    },
  };
}
