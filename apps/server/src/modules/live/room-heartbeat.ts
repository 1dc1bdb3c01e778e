import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Executor } from '../../db/client.ts';
import { ENGINE_ROW, recordPeakWatching, removeHeartbeat, writeHeartbeat } from './queries.ts';

/** How often a serving process tells the room what it sees. */
const BEAT_MS = 2000;

/**
 * This process's part of the room (docs/decisions.md#251), and in a deployment the fronts' (docs/decisions.md#426):
 * from its start to its stop, every 2 s, the viewers of each event on its stream, its oldest unanswered vote and
 * whether its change feed listens, written to the database where the control room adds every process up, and each
 * watched event's peak raised when the sum is above it (docs/decisions.md#424). A beat that fails is tried again at
 * the next one.
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
  /** The viewers each front's engine holds, by front and event (live-engine.ts), in a deployment. */
  engineViewers?: () => Promise<Record<string, Record<string, number>>>;
  oldestVoteMs: () => number;
  listening: () => boolean;
}) {
  const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  const write = async () => {
    const viewers = viewersByEvent();
    const now = new Date();
    const own = { processId, viewers, oldestVoteMs: Math.round(oldestVoteMs()), listening: listening(), beatAt: now };
    // One row per front and event: every process that knows the event writes the same one, and the room counts it
    // once (a process that does not know an event leaves its row to those that do).
    const held = Object.entries((await engineViewers?.()) ?? {}).flatMap(([front, byEvent]) =>
      Object.entries(byEvent).map(([eventId, count]) => ({
        processId: `${ENGINE_ROW}${front} ${eventId}`,
        viewers: { [eventId]: count },
        oldestVoteMs: 0,
        listening: true,
        beatAt: now,
      })),
    );
    const beats = [own, ...held];
    await Promise.all(beats.map((entry) => writeHeartbeat({ db, beat: entry })));
    const watched = beats.flatMap((beat) => Object.keys(beat.viewers).filter((id) => (beat.viewers[id] ?? 0) > 0));
    await recordPeakWatching({ db, eventIds: [...new Set(watched)], now });
  };
  const beat = () => {
    beating = beating.then(write).catch(() => undefined);
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
