import type { TPlayer } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import styles from './live.module.css';

interface LivePlayerProps {
  player: TPlayer | null;
  side: 1 | 2;
  winner?: boolean;
}

/** A battle's player on the live screens: 80 px avatar (the default image when there is none) and username (§9 live sizes). */
export function LivePlayer({ player, side, winner = false }: LivePlayerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.player} data-side={side} data-winner={winner || undefined}>
      <Avatar
        image={player?.profileImage}
        name={player?.username ?? ''}
        size={80}
        decorative
        className={styles.avatar}
      />
      <span className={`${styles.username} one-line`} title={player?.username}>
        {player?.username ?? t('live.tbd')}
      </span>
      {winner && <span className={styles.winnerTag}>{t('live.winner')}</span>}
    </div>
  );
}
