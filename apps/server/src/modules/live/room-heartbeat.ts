import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Executor } from '../../db/client.ts';
import { ENGINE_ROW, recordPeakWatching, removeHeartbeat, writeHeartbeat } from './queries.ts';

/** How often a serving process tells the room what it sees. */
const BEAT_MS = 2000;

/**
 * This process's part of the room (docs/decisions.md#251), and in a deployment the Pushpins' (docs/decisions.md#426): from its start to its stop, every 2 s, the viewers
 * of each event on its stream, its oldest unanswered vote and whether its change feed listens, written to the
 * database where the control room adds every process up, and each watched event's peak raised when the sum is above
 * it (docs/decisions.md#424). A beat that fails is tried again at the next one.
 */
export function roomHeartbeat({
  db,
  viewersByEvent,
  engineViewers,
  oldestVoteMs,
  listening,
}: {
  db: Executor;
  viewersByEvent: () => Record<string, number>;
  /** The viewers each Pushpin holds, by event (engine-stats.ts), in a deployment: one row each (`engine:…`). */
  engineViewers?: () => Record<string, Record<string, number>>;
  oldestVoteMs: () => number;
  listening: () => boolean;
}) {
  const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  const beat = () => {
    const viewers = viewersByEvent();
    const now = new Date();
    const engines = Object.entries(engineViewers?.() ?? {});
    const watched = [viewers, ...engines.map(([, held]) => held)].flatMap((counts) =>
      Object.keys(counts).filter((eventId) => (counts[eventId] ?? 0) > 0),
    );
    // Every process hears every Pushpin and writes the same row for it: the room counts each once.
    const beats = [
      { processId, viewers, oldestVoteMs: Math.round(oldestVoteMs()), listening: listening(), beatAt: now },
      ...engines.map(([from, held]) => ({
        processId: `${ENGINE_ROW}${from}`,
        viewers: held,
        oldestVoteMs: 0,
        listening: true,
        beatAt: now,
      })),
    ];
    beating = Promise.all(beats.map((entry) => writeHeartbeat({ db, beat: entry })))
      .then(() => recordPeakWatching({ db, eventIds: [...new Set(watched)], now }))
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
