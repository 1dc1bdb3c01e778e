import type { TBattle } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { ArtworkPhoto } from '@/components/artwork-photo/artwork-photo';
import layout from '@/components/layout/layout.module.css';
import styles from './battle-result-card.module.css';

/** Half the results column on a phone, else half of its 480 px. */
const HALF_SIZES = '(max-width: 480px) 45vw, 220px';

/**
 * The photos of a battle's two canvases (docs/decisions.md#425), each under its artist's side; nothing until the
 * organisers took one.
 */
export function BattleArtworks({ battle, player1, player2 }: { battle: TBattle; player1: string; player2: string }) {
  const { t } = useTranslation();
  const sides = [
    { side: 1, photo: battle.battle1_artwork, name: player1 },
    { side: 2, photo: battle.battle2_artwork, name: player2 },
  ];
  if (sides.every(({ photo }) => !photo)) return null;
  return (
    <ul className={`${layout.halves} ${styles.artworks}`} aria-label={t('results.artworks')}>
      {sides.map(({ side, photo, name }) => (
        <li key={side}>
          {photo && (
            <figure className={styles.artwork}>
              <ArtworkPhoto photo={photo} alt={t('results.artworkOf', { name })} sizes={HALF_SIZES} />
              <figcaption>{t('results.artworkOf', { name })}</figcaption>
            </figure>
          )}
        </li>
      ))}
    </ul>
  );
}
