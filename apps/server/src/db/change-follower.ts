import type { Change, ChangeNotice } from './change-feed.ts';
import type { Executor } from './client.ts';
import { changesAfter, logHeads, sessionEndsAfter } from './event-log.ts';

/** The key under which the session ends are followed, beside the events' ids. */
const SESSIONS = 'sessions';

/**
 * Follows the other processes' changes as PostgreSQL delivers their notices, in commit order (docs/decisions.md#406).
 * Per event (and for the session ends) it keeps the last entry it applied; a notice that follows on from it is told
 * at once, one that does not (a notice lost) first has what was missed read from the log. After the LISTEN connection
 * was down, `catchUp` reads, for every event whose log moved on meanwhile, only what changed in it: never every
 * event. Notices and catch-ups are handled one after another, in the order they came.
 */
export function createChangeFollower({
  db,
  origin,
  tell,
  onError,
}: {
  db: Executor;
  /** This process's origin: its own notices move the position on without being told again. */
  origin: string;
  tell: (change: Change) => void;
  onError: (error: unknown) => void;
}) {
  const applied = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<void> | void): Promise<void> => {
    const turn = queue.then(work);
    queue = turn.catch(onError);
    return turn;
  };

  const missedAfter = async (key: string, after: number): Promise<Change[]> =>
    key === SESSIONS ? sessionEndsAfter({ db, after }) : changesAfter({ db, eventId: key, after });

  /** Tells what the log holds after the position of `key`, and moves the position to the last of it. */
  const readMissed = async (key: string, upTo = 0) => {
    const missed = await missedAfter(key, applied.get(key) ?? 0);
    for (const change of missed) tell(change);
    applied.set(key, Math.max(upTo, applied.get(key) ?? 0, ...missed.map((change) => change.seq ?? 0)));
  };

  const handle = async (notice: ChangeNotice) => {
    const { origin: from, from: first, ...change } = notice;
    const key = change.kind === 'sessions' ? SESSIONS : change.eventId;
    if (change.seq === undefined) {
      // An event deleted: its log went with it.
      applied.delete(key);
      if (from !== origin) tell(change as Change);
      return;
    }
    const last = applied.get(key) ?? 0;
    if (change.seq <= last) return;
    if ((first ?? change.seq) === last + 1) {
      applied.set(key, change.seq);
      if (from !== origin) tell(change as Change);
      return;
    }
    await readMissed(key, change.seq);
  };

  return {
    /** A notice as it arrived. */
    notice: (notice: ChangeNotice) => void inTurn(() => handle(notice)),
    /** Where following starts: every event's last entry now, before any of its state is loaded. */
    start: () =>
      inTurn(async () => {
        const heads = await logHeads({ db });
        applied.clear();
        for (const [eventId, seq] of heads.events) applied.set(eventId, seq);
        applied.set(SESSIONS, heads.sessions);
      }),
    /**
     * After the LISTEN connection was down (and is listening again): what each event whose log moved on, and the
     * session ends, missed; an event that is gone is told as changed, so its viewers learn it.
     */
    catchUp: () =>
      inTurn(async () => {
        const heads = await logHeads({ db });
        for (const [eventId, seq] of heads.events) if (seq > (applied.get(eventId) ?? 0)) await readMissed(eventId);
        for (const key of [...applied.keys()]) {
          if (key === SESSIONS || heads.events.has(key)) continue;
          applied.delete(key);
          tell({ eventId: key, kind: 'event' });
        }
        if (heads.sessions > (applied.get(SESSIONS) ?? 0)) await readMissed(SESSIONS);
      }),
  };
}
