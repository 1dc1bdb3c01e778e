import type { TPlayer } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { TrophyIcon } from '@/components/icons/icons';
import { Pill } from '@/components/pill/pill';
import styles from './battle-result-card.module.css';

interface BattlePlayerProps {
  player: TPlayer | null;
  side: 1 | 2;
  isWinner: boolean;
  /** The battle was completed as a draw (docs/product.md#rule-377): each player is marked 'Draw'. */
  isDraw?: boolean;
  /** null while the counts are hidden (docs/product.md#rule-316). */
  votes: number | null;
}

export function BattlePlayer({ player, side, isWinner, isDraw = false, votes }: BattlePlayerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.player} data-side={side} data-winner={isWinner || undefined}>
      <span className={styles.avatarWrap}>
        <Avatar of={player} size={64} />
        {isWinner && (
          <span className={styles.crown} aria-hidden="true">
            <TrophyIcon width={14} height={14} />
          </span>
        )}
      </span>
      <span className={styles.username} title={player?.username}>
        {player?.username ?? t('results.tbd')}
      </span>
      {player?.country && <span className={styles.country}>{player.country}</span>}
      {isWinner && (
        <Pill flat strong tone="goldSoft">
          {t('results.winner')}
        </Pill>
      )}
      {isDraw && (
        <Pill flat strong tone="neutral" data-draw>
          {t('results.draw')}
        </Pill>
      )}
      {votes !== null && <span className={styles.votes}>{t('results.votes', { count: votes })}</span>}
    </div>
  );
}
