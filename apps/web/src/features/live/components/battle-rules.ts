import type { TBattle, TEventBattles } from '@artclash/contract';

/**
 * The battle on stage, as the server's show says (docs/decisions.md#277): every screen shows the
 * same one, whoever opened it and whenever.
 */
export const showBattle = (event: TEventBattles): TBattle | undefined =>
  event.battles.find((battle) => battle._id === event.show.current_battle_id);

/**
 * The battle up next while the phones wait (docs/product.md#rule-340): the one the organiser put on stage before it
 * starts, else the first of the event's order that has not started.
 */
export const nextBattle = (event: TEventBattles): TBattle | undefined => {
  const onStage = showBattle(event);
  if (onStage?.battle_phase === 'not_started') return onStage;
  return event.battles.find((battle) => battle.battle_phase === 'not_started');
};

/** A battle of the event runs (live or voting closed): the only time the public sees "Live now". */
export const isShowLive = (event: TEventBattles) => event.show.stage === 'battle';

/** 'Event Battles': the battles neither live nor complete (§4.6). */
export const upcomingBattles = (battles: readonly TBattle[]) =>
  battles.filter((battle) => battle.battle_status === null);

/** Both sides have a theme keyword (in either language): the roulette has been spun and saved. */
export const hasKeywords = (battle: TBattle) =>
  !!(battle.battle1_keyword_eng || battle.battle1_keyword_jap) &&
  !!(battle.battle2_keyword_eng || battle.battle2_keyword_jap);

/** The winner is shown once the battle is complete, never mid-battle (docs/decisions.md#275). */
export const isWinner = (battle: TBattle, side: 1 | 2) => {
  const player = side === 1 ? battle.battle1 : battle.battle2;
  return (
    battle.battle_phase === 'complete' &&
    !!player &&
    !!battle.player_winner_id &&
    battle.player_winner_id === player._id
  );
};
