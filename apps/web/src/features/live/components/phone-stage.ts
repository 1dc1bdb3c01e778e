import type { TBattle } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';

/** What a fan's phone shows of the battle on stage (docs/product.md#rule-327). */
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

/**
 * What the phone says in each state, and nothing else (docs/product.md#rule-340): one heading, and at most one status
 * line under it, so "CAST YOUR VOTE!" never stands beside "Voting opens soon." or "Voting is closed".
 */
export const PHONE_STAGE_TEXTS: Record<PhoneStage, { heading: MessageKey; status?: MessageKey }> = {
  waiting: { heading: 'live.waitNextBattle' },
  theme: { heading: 'live.phone.themeDrawn', status: 'live.phone.votingSoon' },
  open: { heading: 'live.castYourVote', status: 'live.votingStarted' },
  closed: { heading: 'live.phone.votingClosed', status: 'live.phone.resultSoon' },
  result: { heading: 'live.phone.result' },
};
