import type { TBattle } from '@artclash/contract';

/** What a fan's phone shows of the battle on stage (docs/decisions.md#327). */
export type PhoneStage = 'waiting' | 'theme' | 'open' | 'closed' | 'result';

/**
 * The phone follows the show: waiting until a battle is on stage with its theme drawn; the theme
 * (voting not open yet); voting open; voting closed; the result once the battle is complete. Only
 * 'open' lets a fan vote, so a tap can never end in a refusal.
 */
export function phoneStage(battle: TBattle | undefined, themeKnown: boolean): PhoneStage {
  if (!battle) return 'waiting';
  if (battle.battle_phase === 'complete') return 'result';
  if (battle.battle_phase === 'voting_closed') return 'closed';
  if (battle.battle_phase === 'live') return battle.voting_status === 'on' ? 'open' : 'theme';
  return themeKnown ? 'theme' : 'waiting';
}
