import type { TBattle, TPlayer, TRouletteKeyword, TShow } from '@artclash/contract';
import { localized } from '@artclash/contract/values';
import { useId, type CSSProperties } from 'react';
import { Avatar } from '@/components/avatar/avatar';
import versus from '@/components/versus/versus.module.css';
import { nameEms, wordFitCqi } from './name-fit';
import { useStageText } from './stage-language';
import { useRouletteFaces } from './use-roulette-spin';
import screen from './big-screen.module.css';
import styles from './roulette-stage.module.css';

/** A short keyword's size on its side, as a share of the side's width (about 108 px on 1920×1080: rule 328). */
const KEYWORD_CQI = 17;
/** The Japanese under the English in both languages, as a share of its size (roulette-stage.module.css). */
const JAPANESE_UNDER = 0.6;

interface RouletteStageProps {
  battle: TBattle;
  /** The battle's keyword pool: a spinning roulette shows one of them on each side every tick. */
  keywords: readonly TRouletteKeyword[];
  show: TShow | undefined;
}

interface SideProps {
  side: 1 | 2;
  player: TPlayer | null;
  english: string;
  japanese: string;
  spinning: boolean;
  drawn: boolean;
  /** The keyword's size in its box (cqi): the longest of the pool's while it turns, so the type does not jump. */
  fit: number;
}

function Side({ side, player, english, japanese, spinning, drawn, fit }: SideProps) {
  const { say, read, languages } = useStageText();
  const name = player?.username ?? read((t) => t('live.tbd'));
  return (
    <div
      className={`${versus.side} ${styles.side}`}
      data-side={side}
      data-spinning={spinning || undefined}
      data-drawn={drawn || undefined}
      role="group"
      aria-label={read((t) => (side === 1 ? t('live.roulette.leftPanel') : t('live.roulette.rightPanel')))}
    >
      <p className={styles.player}>
        <Avatar of={player} size={80} className={styles.avatar} />
        <span className={styles.name}>{name}</span>
      </p>
      {english || japanese ? (
        // Fitted to the side's width on one line, never broken inside the word (docs/product.md#rule-399).
        <div className={styles.keywordBox}>
          <p className={styles.keyword} style={{ '--word-fit': fit } as CSSProperties}>
            {/* In the projector's language(s), English over Japanese in both (docs/product.md#rule-397). */}
            {languages.includes('en') && <span lang="en">{english || japanese}</span>}
            {languages.includes('ja') && <span lang="ja">{japanese || english}</span>}
          </p>
        </div>
      ) : (
        <p className={`${screen.keywordsPending} ${styles.pending}`}>{say((t) => t('live.noKeyword'))}</p>
      )}
    </div>
  );
}

/**
 * The roulette as the big screen shows it (docs/product.md#rule-328): the frame's whole arena, both players'
 * keywords in type read from the back of a hall, turning while the server's roulette spins and revealed
 * when it stops. Nothing on it is a control: the control room runs it (docs/product.md#rule-325).
 */
export function RouletteStage({ battle, keywords, show }: RouletteStageProps) {
  const { say, languages } = useStageText();
  const headingId = useId();
  const faces = useRouletteFaces(battle, keywords, show);
  // A side's keyword as wide as it is set: English, then the Japanese under it at its share (roulette-stage.module.css).
  const ems = (english: string, japanese: string) =>
    Math.max(
      1,
      ...languages.map(
        (language, index) => nameEms(localized(language, english, japanese || english)) * (index ? JAPANESE_UNDER : 1),
      ),
    );
  const fitOf = (shown: { english: string; japanese: string }, pool: [string, string][]) => {
    const widths = faces.spinning ? pool.map(([english, japanese]) => ems(english, japanese)) : [];
    return wordFitCqi(Math.max(ems(shown.english, shown.japanese), ...widths), KEYWORD_CQI);
  };
  const leftFit = fitOf(
    faces.left,
    keywords.map((keyword) => [keyword.keyword_eng1, keyword.keyword_jap1]),
  );
  const rightFit = fitOf(
    faces.right,
    keywords.map((keyword) => [keyword.keyword_eng2, keyword.keyword_jap2]),
  );
  return (
    <main className={styles.arena} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={screen.themeLabel}>
          {say((t) => t('live.roulette.title'), 'line')}
        </h2>
        <p className={styles.state} role="status" data-spinning={faces.spinning || undefined}>
          {faces.spinning
            ? say((t) => t('live.roulette.spinning'), 'line')
            : faces.drawn
              ? say((t) => t('live.roulette.drawn'), 'line')
              : ''}
        </p>
      </div>
      <div className={styles.sides}>
        <Side
          side={1}
          player={battle.battle1}
          spinning={faces.spinning}
          drawn={faces.drawn}
          fit={leftFit}
          {...faces.left}
        />
        <span className={styles.plus} aria-hidden="true">
          +
        </span>
        <Side
          side={2}
          player={battle.battle2}
          spinning={faces.spinning}
          drawn={faces.drawn}
          fit={rightFit}
          {...faces.right}
        />
      </div>
    </main>
  );
}
