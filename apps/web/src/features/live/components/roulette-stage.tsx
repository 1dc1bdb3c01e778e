import type { TBattle, TPlayer, TRouletteKeyword, TShow } from '@artclash/contract';
import { useId } from 'react';
import { Avatar } from '@/components/avatar/avatar';
import versus from '@/components/versus/versus.module.css';
import { backendImageUrl } from '@/lib/image-url';
import { useStageText } from './stage-language';
import { useRouletteFaces } from './use-roulette-spin';
import screen from './big-screen.module.css';
import styles from './roulette-stage.module.css';

interface RouletteStageProps {
  battle: TBattle;
  /** The battle's keyword pool: a spinning roulette shows one of them on each side every tick. */
  keywords: readonly TRouletteKeyword[];
  show: TShow | undefined;
  /** The roulette's sponsor image (a path under /backend/uploads), or ''. */
  sponsorImage: string;
}

interface SideProps {
  side: 1 | 2;
  player: TPlayer | null;
  english: string;
  japanese: string;
  spinning: boolean;
  drawn: boolean;
}

function Side({ side, player, english, japanese, spinning, drawn }: SideProps) {
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
        <p className={styles.keyword}>
          {/* In the projector's language(s), English over Japanese in both (docs/product.md#rule-397). */}
          {languages.includes('en') && <span lang="en">{english || japanese}</span>}
          {languages.includes('ja') && <span lang="ja">{japanese || english}</span>}
        </p>
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
export function RouletteStage({ battle, keywords, show, sponsorImage }: RouletteStageProps) {
  const { say, read } = useStageText();
  const headingId = useId();
  const faces = useRouletteFaces(battle, keywords, show);
  const sponsor = backendImageUrl(sponsorImage);
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
        <Side side={1} player={battle.battle1} spinning={faces.spinning} drawn={faces.drawn} {...faces.left} />
        <span className={styles.plus} aria-hidden="true">
          +
        </span>
        <Side side={2} player={battle.battle2} spinning={faces.spinning} drawn={faces.drawn} {...faces.right} />
      </div>
      {/* The sponsor as the big screen shows it beside the theme. */}
      {sponsor && (
        <figure className={screen.sponsor}>
          <figcaption>{say((t) => t('live.bigScreen.sponsor'), 'line')}</figcaption>
          <img src={sponsor} alt={read((t) => t('live.bigScreen.sponsor'))} />
        </figure>
      )}
    </main>
  );
}
