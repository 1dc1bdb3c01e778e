import type { BattleMoveName, RouletteState, TBattle, TEventBattles } from '@artclash/contract';
import { checkMove, factsOf, formatRemaining, parseRemaining, readTimer } from '@artclash/contract/values';
import { hasKeywords } from './battle-rules';

/** The warnings of §4.9 (keys under live.bigScreen, and the shared time-up text). */
type ControlWarning = 'selectRoulette' | 'selectKeywords' | 'timeIsUp';

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

/** What the Start/Pause button says and whether it can be pressed (docs/product.md#rule-290). */
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

/** Whether a move of the battle's life can be made now, and whether it asks first (docs/decisions.md#275). */
export interface MoveControl {
  enabled: boolean;
  confirm: boolean;
}

/**
 * A control-room button from the contract's table: enabled when the move may start from the battle's
 * phase and its guard lets it. Completing a tie is enabled (the dialog asks for the winner or a draw).
 */
export function moveControl(battle: TBattle, move: BattleMoveName): MoveControl {
  const checked = checkMove(factsOf(battle), move, move === 'complete' ? { draw: true } : {});
  return checked.ok ? { enabled: true, confirm: checked.entry.confirm } : { enabled: false, confirm: false };
}

/**
 * Next battle (docs/decisions.md#277): the first battle not started after the one on stage, else the
 * first not started at all; none when every battle has started.
 */
export function nextBattleOf(event: TEventBattles): TBattle | undefined {
  const waiting = (battle: TBattle) =>
    battle.battle_phase === 'not_started' && battle._id !== event.show.current_battle_id;
  const at = event.battles.findIndex((battle) => battle._id === event.show.current_battle_id);
  return event.battles.slice(at + 1).find(waiting) ?? event.battles.find(waiting);
}

/** The roulette's state for this battle: another battle's roulette is idle for it. */
export const rouletteStateOf = (event: TEventBattles, battle: TBattle): RouletteState =>
  event.show.roulette.battle_id === battle._id ? event.show.roulette.state : 'idle';
