import type { TBattle } from '@artclash/contract';

/**
 * The current battle of the live screens (docs/decisions.md#8): the live one, else the battle an
 * organiser chose with 'Next Battle' while it has not started, else the last completed one.
 */
export function currentBattle(battles: readonly TBattle[], chosenId?: string | null): TBattle | undefined {
  const live = battles.find((battle) => battle.battle_status === 'live');
  if (live) return live;
  const chosen = chosenId
    ? battles.find((battle) => battle._id === chosenId && battle.battle_status === null)
    : undefined;
  return chosen ?? battles.findLast((battle) => battle.battle_status === 'complete');
}

/** 'Event Battles': the battles neither live nor complete (§4.6). */
export const upcomingBattles = (battles: readonly TBattle[]) =>
  battles.filter((battle) => battle.battle_status === null);

/** Both sides have a theme keyword (in either language): the roulette has been spun and saved. */
export const hasKeywords = (battle: TBattle) =>
  !!(battle.battle1_keyword_eng || battle.battle1_keyword_jap) &&
  !!(battle.battle2_keyword_eng || battle.battle2_keyword_jap);

export const isWinner = (battle: TBattle, side: 1 | 2) => {
  const player = side === 1 ? battle.battle1 : battle.battle2;
  return !!player && !!battle.player_winner_id && battle.player_winner_id === player._id;
};
