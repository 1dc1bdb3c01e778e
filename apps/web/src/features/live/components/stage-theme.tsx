import type { TBattle, TShow } from '@artclash/contract';
import type { ReactNode } from 'react';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import { voteShare } from '@artclash/contract/values';
import { useStageText } from './stage-language';
import { keywordPairsOf } from './theme-line';

/**
 * The theme's two keywords as the stage shows them (docs/product.md#rule-397): in its one language, or in both each
 * keyword in English over its Japanese, so that the Japanese does not vanish once the theme is locked.
 */
export function useStageKeywords(
  battle: TBattle | undefined,
  show?: TShow,
): { shown: [ReactNode, ReactNode]; both: boolean } | undefined {
  const { pick, both } = useStageText();
  const pairs = keywordPairsOf(battle, show);
  return pairs && { shown: [pick(pairs[0].eng, pairs[0].jap), pick(pairs[1].eng, pairs[1].jap)], both };
}

/** The vote bar, its name read in the stage's language(s). */
export function StageVoteBar({ battle, votes }: { battle: TBattle; votes: { Player1: number; Player2: number } }) {
  const { read } = useStageText();
  const player1 = battle.battle1?.username ?? read((t) => t('live.tbd'));
  const player2 = battle.battle2?.username ?? read((t) => t('live.tbd'));
  const share = voteShare(votes);
  const label = read((t) =>
    t('results.voteShareLabel', { player1, share1: share.player1, player2, share2: share.player2 }),
  );
  return <VoteBar votes={votes} player1={player1} player2={player2} label={label} />;
}
