import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Executor } from '../../db/client.ts';
import { recordPeakWatching, removeHeartbeat, writeHeartbeat } from './queries.ts';

/** How often a serving process tells the room what it sees. */
const BEAT_MS = 2000;

/**
 * This process's part of the room (docs/decisions.md#251): from its start to its stop, every 2 s, the viewers
 * of each event on its stream, its oldest unanswered vote and whether its change feed listens, written to the
 * database where the control room adds every process up, and each watched event's peak raised when the sum is above
 * it (docs/decisions.md#424). A beat that fails is tried again at the next one.
 */
export function roomHeartbeat({
  db,
  viewersByEvent,
  oldestVoteMs,
  listening,
}: {
  db: Executor;
  viewersByEvent: () => Record<string, number>;
  oldestVoteMs: () => number;
  listening: () => boolean;
}) {
  const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  const beat = () => {
    const viewers = viewersByEvent();
    const now = new Date();
    const watched = Object.keys(viewers).filter((eventId) => (viewers[eventId] ?? 0) > 0);
    beating = writeHeartbeat({
      db,
      beat: { processId, viewers, oldestVoteMs: Math.round(oldestVoteMs()), listening: listening(), beatAt: now },
    })
      .then(() => recordPeakWatching({ db, eventIds: watched, now }))
      .catch(() => undefined);
  };
  return {
    start() {
      beat();
      timer = setInterval(beat, BEAT_MS);
      timer.unref();
    },
    async stop() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      await beating;
      await removeHeartbeat({ db, processId }).catch(() => undefined);
    },
  };
}
