// The battle timer of §4 (Timer status and countdown) and docs/product.md#rule-14: one set of rules for
// the server, which stores the timer, and every screen, which counts it down.

export const TIME_IS_UP = 'Time is up!';
/** The countdown refreshes every 100 ms (§9 Timing). */
export const COUNTDOWN_TICK_MS = 100;

/** The timer fields of a battle, as EventByAllBattle sends them. */
export interface BattleTimer {
  battle_status: 'live' | 'complete' | null;
  battle_time_status: 'play' | 'pause' | null;
  battle_time_start: string | null;
  battle_time_pause: string | null;
  battle_time_replay: string | null;
  battle_timeRemaining: string;
}

const REMAINING = /^(\d{1,4})m (\d{1,2})s$/;

/** 'Xm Ys' → milliseconds; 'Time is up!' → 0; anything else → undefined. */
export function parseRemaining(text: string): number | undefined {
  if (text === TIME_IS_UP) return 0;
  const match = REMAINING.exec(text);
  if (!match) return undefined;
  const seconds = Number(match[2]);
  return seconds < 60 ? (Number(match[1]) * 60 + seconds) * 1000 : undefined;
}

/** Milliseconds left → the stored remaining-time text: 'Xm Ys' (whole seconds, rounded up), or 'Time is up!'. */
export function formatRemaining(ms: number): string {
  if (!(ms > 0)) return TIME_IS_UP;
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/**
 * When the running timer reaches zero (§4 End time), as epoch milliseconds:
 * - play, no pause, battle live: battle_time_start + battles_time minutes;
 * - play after a pause (pause and remaining set, battle live): battle_time_replay + the remaining time.
 * undefined while the timer does not run (not started, paused, or the battle not live).
 */
export function timerEndsAt(battle: BattleTimer, battlesTime: number): number | undefined {
  if (battle.battle_status !== 'live' || battle.battle_time_status !== 'play') return undefined;
  const remaining = parseRemaining(battle.battle_timeRemaining);
  if (battle.battle_time_pause && remaining !== undefined && battle.battle_time_replay)
    return Date.parse(battle.battle_time_replay) + remaining;
  if (battle.battle_time_start) return Date.parse(battle.battle_time_start) + battlesTime * 60_000;
  return undefined;
}

/** Milliseconds → 'MM:SS.t' (docs/product.md#rule-14), never below 00:00.0. Tenths are cut, not rounded, so the display never runs ahead. */
export function formatCountdown(ms: number): string {
  const tenths = Math.max(0, Math.floor(ms / 100));
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}

export type TimerReading =
  /** The countdown runs (or has not started): show `text`, `MM:SS.t`. */
  | { kind: 'countdown'; text: string; ms: number }
  /** At zero: '00:00.0' and the state text 'Time is up!'. */
  | { kind: 'timeUp'; text: string; ms: 0 }
  /** Paused (or any status other than null and play): the stored remaining time, in the same `MM:SS.t`. */
  | { kind: 'stored'; text: string; ms: number };

/**
 * What a screen shows for a battle's timer at `now` (the server's clock, docs/product.md#rule-14): the
 * live countdown while the status is null or play, else the stored remaining time (§4 Display), in
 * the one format of every screen (`MM:SS.t`, docs/product.md#rule-290); a stored 'Time is up!' reads as
 * time up.
 */
export function readTimer(battle: BattleTimer, battlesTime: number, now: number): TimerReading {
  if (battle.battle_time_status !== null && battle.battle_time_status !== 'play') {
    const stored = parseRemaining(battle.battle_timeRemaining);
    if (stored === 0) return { kind: 'timeUp', text: formatCountdown(0), ms: 0 };
    return { kind: 'stored', text: formatCountdown(stored ?? 0), ms: stored ?? 0 };
  }
  const endsAt = timerEndsAt(battle, battlesTime);
  const ms = endsAt === undefined ? (battle.battle_time_status === null ? battlesTime * 60_000 : 0) : endsAt - now;
  if (ms <= 0) return { kind: 'timeUp', text: formatCountdown(0), ms: 0 };
  return { kind: 'countdown', text: formatCountdown(ms), ms };
}

/** Milliseconds left on the timer at `now`: the running countdown, the stored text when paused, the full duration before a start. */
export function remainingAt(battle: BattleTimer, battlesTime: number, now: number): number {
  return readTimer(battle, battlesTime, now).ms;
}

/**
 * Whether the canvases of a battle may be photographed (docs/decisions.md#425): once its time is up (its timer ran out
 * on the server's clock, or it stopped at 'Time is up!') or it is complete; never before it started.
 */
export const artworksMayBePhotographed = (battle: BattleTimer, battlesTime: number, now: number): boolean =>
  battle.battle_status === 'complete' ||
  (battle.battle_status === 'live' &&
    battle.battle_time_status !== null &&
    readTimer(battle, battlesTime, now).kind === 'timeUp');
