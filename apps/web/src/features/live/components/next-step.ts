import type { TBattle, TEventBattles } from '@artclash/contract';
import { readTimer } from '@artclash/contract/values';
import { showBattle } from './battle-rules';
import { nextBattleOf, rouletteStateOf } from './control-rules';

/**
 * The run sheet's next step (docs/product.md#rule-392): put a battle on stage, spin, stop, lock the theme (which
 * starts the timer), start the timer if it did not, open voting, close voting once the time is up, reveal the
 * result (Complete, which asks first), then the next battle. `waiting` is a step that comes later by itself: voting
 * closes at time up, not before (the Close voting button is there to close early).
 */
export type NextStep =
  | { step: 'putOnStage'; battle: TBattle }
  | { step: 'spin' | 'stop' | 'lock'; battle: TBattle }
  | { step: 'startTimer' | 'openVoting' | 'closeVoting' | 'complete'; battle: TBattle; waiting?: boolean }
  | { step: 'done' };

/** What the one "Next step" button does now, from the show and the battle on stage as every screen has them. */
export function nextStepOf(event: TEventBattles, now: number): NextStep {
  const battle = showBattle(event);
  const next = nextBattleOf(event);
  if (!battle || battle.battle_phase === 'complete')
    return next ? { step: 'putOnStage', battle: next } : { step: 'done' };
  if (battle.battle_phase === 'not_started') {
    const state = rouletteStateOf(event, battle);
    if (state === 'spinning') return { step: 'stop', battle };
    if (state === 'stopped') return { step: 'lock', battle };
    return { step: 'spin', battle };
  }
  if (battle.battle_phase === 'voting_closed') return { step: 'complete', battle };
  if (battle.battle_time_status === null) return { step: 'startTimer', battle };
  if (battle.voting_status !== 'on' && !battle.voting_opened) return { step: 'openVoting', battle };
  const timeUp = readTimer(battle, event.battles_time, now).kind === 'timeUp';
  if (battle.voting_status === 'on') return { step: 'closeVoting', battle, waiting: !timeUp };
  return { step: 'complete', battle };
}

/** The keys of the control room (docs/product.md#rule-393): N takes the next step, T starts or pauses the timer. */
export const SHORTCUTS = { next: 'n', timer: 't' } as const;

/**
 * Whether a key press is a shortcut the control room may act on: no modifier, not typed into a field, and no
 * dialog open (a question asked stays asked until it is answered with the pointer or Enter in the dialog).
 */
export function isShortcut(event: KeyboardEvent, key: string): boolean {
  if (event.key.toLowerCase() !== key || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return false;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, select, textarea, [contenteditable="true"]')) return false;
  return !document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]');
}
