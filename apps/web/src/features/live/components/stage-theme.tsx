import type { TBattle, TShow } from '@artclash/contract';
import { localized, voteShare } from '@artclash/contract/values';
import type { CSSProperties, ReactNode } from 'react';
import { PartBoundary } from '@/components/part-boundary/part-boundary';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import { backendImageUrl } from '@/lib/image-url';
import { keywordEms, themeFit } from './name-fit';
import { useStageText } from './stage-language';
import { keywordPairsOf } from './theme-line';
import styles from './stage-theme.module.css';

/**
 * The theme's two keywords as the stage shows them (docs/product.md#rule-397): in its one language, or in both each
 * keyword in English over its Japanese, so that the Japanese does not vanish once the theme is locked. `ems` is each
 * keyword's width on one line, for its fitted size (docs/product.md#rule-399).
 */
export function useStageKeywords(
  battle: TBattle | undefined,
  show?: TShow,
): { shown: [ReactNode, ReactNode]; both: boolean; ems: [number, number] } | undefined {
  const { pick, both, languages } = useStageText();
  const pairs = keywordPairsOf(battle, show);
  if (!pairs) return undefined;
  const ems = ({ eng, jap }: { eng: string; jap: string }) =>
    keywordEms(languages.map((language) => localized(language, eng, jap || eng)));
  return {
    shown: [pick(pairs[0].eng, pairs[0].jap), pick(pairs[1].eng, pairs[1].jap)],
    both,
    ems: [ems(pairs[0]), ems(pairs[1])],
  };
}

/**
 * The theme's keywords on the big screen, fitted to the width of the box they are given (docs/product.md#rule-399): side
 * by side with '+' while they fit, one above the other when long; each on one line. `max` is a short theme's size as a
 * share of the box's width; `className` gives the screen's colours and the size's bounds.
 */
export function StageKeywords({
  battle,
  show,
  max,
  className,
}: {
  battle: TBattle;
  show?: TShow;
  max: number;
  className?: string;
}) {
  const keywords = useStageKeywords(battle, show);
  if (!keywords) return null;
  const fit = themeFit(keywords.ems, max);
  return (
    <div className={styles.box}>
      <p
        className={`${styles.keywords} ${className ?? ''}`}
        data-both={keywords.both || undefined}
        data-stacked={fit.stacked || undefined}
        style={{ '--theme-fit': fit.cqi } as CSSProperties}
      >
        <span data-side={1}>{keywords.shown[0]}</span>{' '}
        <span className={styles.plus} aria-hidden="true">
          +
        </span>{' '}
        <span data-side={2}>{keywords.shown[1]}</span>
      </p>
    </div>
  );
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

/**
 * The sponsor of the battle on stage, in the frame's top bar beside the event's title (docs/product.md#rule-399): the
 * arena's height is the theme's and the players'. Nothing when there is no sponsor image; it fails alone
 * (docs/decisions.md#341).
 */
export function StageSponsor({ image, className }: { image: string; className?: string }) {
  const { say, read } = useStageText();
  const sponsor = backendImageUrl(image);
  if (!sponsor) return null;
  return (
    <PartBoundary name="sponsor" resetKeys={[sponsor]}>
      <figure className={className}>
        <figcaption>{say((t) => t('live.bigScreen.sponsor'), 'line')}</figcaption>
        <img src={sponsor} alt={read((t) => t('live.bigScreen.sponsor'))} />
      </figure>
    </PartBoundary>
  );
}
