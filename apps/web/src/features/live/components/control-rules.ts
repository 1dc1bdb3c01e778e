import type { TBattle } from '@artclash/contract';
import { formatRemaining, parseRemaining, readTimer } from '@artclash/contract/values';
import { hasKeywords } from './battle-rules';

/** The warnings of §4.9 (keys under live.bigScreen, and the shared time-up text). */
export type ControlWarning = 'selectRoulette' | 'selectKeywords' | 'timeIsUp' | 'battleLive' | 'noNextBattle';

export type StartPauseAction =
  | { kind: 'warn'; warning: ControlWarning }
  | { kind: 'start'; btStatus: '' | 'replay' }
  | { kind: 'pause'; remaining: string };

/** Roulette and keywords first: a battle without them cannot be timed (§4.9). */
function readiness(battle: TBattle): ControlWarning | undefined {
  if (!battle.roulette) return 'selectRoulette';
  if (!hasKeywords(battle)) return 'selectKeywords';
  return undefined;
}

/**
 * Start/Pause (§4.9): no roulette or keywords → a warning; a timer never started → start; paused →
 * resume ('replay'), unless no time was left; running → pause with the remaining time as the
 * screen reads it now, or 'Time is up!' once it has run out.
 */
export function startPauseAction(battle: TBattle, battlesTime: number, now: number): StartPauseAction {
  const missing = readiness(battle);
  if (missing) return { kind: 'warn', warning: missing };
  if (battle.battle_time_status === null) return { kind: 'start', btStatus: '' };
  if (battle.battle_time_status === 'pause') {
    return parseRemaining(battle.battle_timeRemaining) === 0
      ? { kind: 'warn', warning: 'timeIsUp' }
      : { kind: 'start', btStatus: 'replay' };
  }
  const reading = readTimer(battle, battlesTime, now);
  if (reading.kind !== 'countdown') return { kind: 'warn', warning: 'timeIsUp' };
  return { kind: 'pause', remaining: formatRemaining(reading.ms) };
}

/** What the Start/Pause button says and whether it can be pressed (docs/decisions.md#290). */
export type TimerControl =
  { label: 'start' | 'resume' | 'pause'; enabled: true } | { label: 'timeIsUp'; enabled: false };

/**
 * The timer button's label, from the same reading every screen shows: 'Start' before the first
 * start, 'Resume' after a pause, 'Pause' while it runs, and 'Time is up!' (nothing to press) once
 * no time is left.
 */
export function timerControl(battle: TBattle, battlesTime: number, now: number): TimerControl {
  if (readTimer(battle, battlesTime, now).kind === 'timeUp') return { label: 'timeIsUp', enabled: false };
  if (battle.battle_time_status === 'play') return { label: 'pause', enabled: true };
  if (battle.battle_time_status === 'pause') return { label: 'resume', enabled: true };
  return { label: 'start', enabled: true };
}

/** Restart (§4.9): needs the roulette and keywords, then starts the full time afresh. */
export function restartAction(battle: TBattle): StartPauseAction {
  const missing = readiness(battle);
  return missing ? { kind: 'warn', warning: missing } : { kind: 'start', btStatus: '' };
}

export type NextBattleAction = { kind: 'warn'; warning: ControlWarning } | { kind: 'choose'; battleId: string };

/**
 * Next Battle (§4.9, docs/decisions.md#8): refused while the current battle is live or not started;
 * else the first battle not started, kept on screen until it goes live; none left → a warning.
 */
export function nextBattleAction(battles: readonly TBattle[], current: TBattle | undefined): NextBattleAction {
  if (current && current.battle_status !== 'complete') return { kind: 'warn', warning: 'battleLive' };
  const next = battles.find((battle) => battle.battle_status === null);
  return next ? { kind: 'choose', battleId: next._id } : { kind: 'warn', warning: 'noNextBattle' };
}

/**
 * Completing a battle (docs/decisions.md#65) closes its voting and, unless an organiser already named
 * one, names the player with more votes the winner (none on a tie).
 */
export function completion(battle: TBattle) {
  const { Player1, Player2 } = battle.votes;
  const byVotes = Player1 === Player2 ? null : ((Player1 > Player2 ? battle.battle1 : battle.battle2)?._id ?? null);
  return {
    battle_status: 'complete' as const,
    voting_status: 'off' as const,
    player_winner_id: battle.player_winner_id ?? byVotes,
  };
}
