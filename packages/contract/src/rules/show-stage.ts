// The stage of an event night, read once from its battles and the battle the organiser put on stage
// (docs/decisions.md#277): every screen shows the same.
import type { BattlePhase } from './battle-life.ts';

export const SHOW_STAGES = ['before', 'battle', 'between', 'final'] as const;
type ShowStage = (typeof SHOW_STAGES)[number];

export const ROULETTE_STATES = ['idle', 'spinning', 'stopped', 'locked'] as const;
export type RouletteState = (typeof ROULETTE_STATES)[number];

/** A running battle: live or voting closed. One per event at most. */
const isRunning = (phase: BattlePhase) => phase === 'live' || phase === 'voting_closed';

export interface StageReading {
  stage: ShowStage;
  /** The battle on stage, or null before the first one is chosen. */
  currentId: string | null;
  /** Its place in the event's order, from 1. */
  number: number | null;
}

/**
 * The battle on stage: the running one, else the one the organiser chose, else the last complete one.
 * The stage: 'battle' while it runs; 'final' once every battle is complete; 'before' while none has
 * started; 'between' otherwise (a result on screen, the next battle to come).
 */
export function stageOf(
  battles: readonly { _id: string; battle_phase: BattlePhase }[],
  chosenId: string | null,
): StageReading {
  const running = battles.find((battle) => isRunning(battle.battle_phase));
  const chosen = chosenId ? battles.find((battle) => battle._id === chosenId) : undefined;
  const current = running ?? chosen ?? battles.findLast((battle) => battle.battle_phase === 'complete');
  const number = current ? battles.indexOf(current) + 1 : null;
  const currentId = current?._id ?? null;
  if (running) return { stage: 'battle', currentId, number };
  if (battles.length > 0 && battles.every((battle) => battle.battle_phase === 'complete'))
    return { stage: 'final', currentId, number };
  if (battles.every((battle) => battle.battle_phase === 'not_started')) return { stage: 'before', currentId, number };
  return { stage: 'between', currentId, number };
}
