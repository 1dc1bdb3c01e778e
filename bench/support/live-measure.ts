/**
 * Wall-clock milliseconds with sub-millisecond precision. Every bench process and the server read the
 * same machine clock, so times taken in different processes can be subtracted.
 */
export const wallNow = (): number => performance.timeOrigin + performance.now();

export interface Counts {
  Player1: number;
  Player2: number;
}

/**
 * How many votes had been committed when these counts were read. The vote sender makes each vote
 * raise 2·Player1 + Player2 by exactly one: a voter's first vote goes to Player 2 (+1), its second
 * moves it to Player 1 (+2 − 1), and nobody votes a third time. So the counts in any vote reply or
 * stream message name one point in the order of commits, even while votes are being moved.
 */
export const progressOf = (counts: Counts): number => 2 * counts.Player1 + counts.Player2;

/** Counts were read at `at` (a vote reply's arrival, a message's serverNow) and showed `progress`. */
export interface Observation {
  progress: number;
  at: number;
}

/**
 * When the k-th vote was committed, for k = 0…max: the earliest moment anyone saw counts that
 * include it. Any reading happens after the commit, so each estimate is late by at most one vote
 * round trip, and the latencies computed from it are, if anything, too short.
 */
export function commitTimes(observations: Iterable<Observation>): Float64Array {
  let max = 0;
  const earliest = new Map<number, number>();
  for (const { progress, at } of observations) {
    max = Math.max(max, progress);
    earliest.set(progress, Math.min(at, earliest.get(progress) ?? Infinity));
  }
  const times = new Float64Array(max + 1).fill(Infinity);
  let soonest = Infinity;
  for (let k = max; k >= 0; k--) {
    soonest = Math.min(soonest, earliest.get(k) ?? Infinity);
    times[k] = soonest;
  }
  return times;
}
