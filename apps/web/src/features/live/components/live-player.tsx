import type { TPlayer } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/pill/pill';
import { PlayerFace } from './player-face';
import styles from './live.module.css';

interface LivePlayerProps {
  player: TPlayer | null;
  side: 1 | 2;
  winner?: boolean;
}

/** A battle's player on the live screens, with the winner's tag once the battle has one. */
export function LivePlayer({ player, side, winner = false }: LivePlayerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.player} data-side={side} data-winner={winner || undefined}>
      <PlayerFace player={player} avatarClassName={styles.avatar} nameClassName={styles.username} />
      {winner && (
        <Pill flat tone="goldSoft">
          {t('live.winner')}
        </Pill>
      )}
    </div>
  );
}
