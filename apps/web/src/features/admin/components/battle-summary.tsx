import type { TBattle } from '@artclash/contract';
import type { TProjectorLanguage } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from '@/components/console/console.module.css';
import { battleCardUrl } from '@/lib/share-card';
import { useLanguage } from '@/lib/use-language';

type Status = 'waiting' | 'live' | 'complete';
const statusOf = (battle: TBattle): Status => battle.battle_status ?? 'waiting';

interface BattleSummaryProps {
  eventId: string;
  battle: TBattle;
  /** The battle's name in the interface language. */
  name: string;
  index: number;
  count: number;
  /** Goes into the big screen link (docs/product.md#rule-350). */
  screenKey: string | undefined;
  /** The event's projector language, which the big screen's link carries (docs/product.md#rule-397). */
  projectorLanguage: TProjectorLanguage | undefined;
  reordering: boolean;
  onMove: (to: number) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One battle of the console's list: its place, status and votes, its roulette and big screen, and its controls. */
export function BattleSummary({
  eventId,
  battle,
  name,
  index,
  count,
  screenKey,
  projectorLanguage,
  ...controls
}: BattleSummaryProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { reordering, onMove, onEdit, onRemove } = controls;
  return (
    <>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {index + 1}. {name}
        </p>
        <p className={styles.meta}>
          {t(`organiser.battles.status.${statusOf(battle)}`)} ·{' '}
          {t('organiser.battles.votes', {
            player1: battle.battle1?.username ?? '—',
            player2: battle.battle2?.username ?? '—',
            votes1: battle.votes?.Player1 ?? '—',
            votes2: battle.votes?.Player2 ?? '—',
          })}
        </p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.link} to={paths.roulette.getHref(eventId, battle._id)}>
          {t('organiser.battles.roulette')}
        </Link>
        <Link className={styles.link} to={paths.liveEventBattle.getHref(eventId, screenKey, projectorLanguage)}>
          {t('organiser.battles.bigScreen')}
        </Link>
        {battle.battle_status === 'complete' && (
          <a
            className={styles.link}
            href={battleCardUrl(battle._id, language)}
            download={`artclash-${battle._id}.png`}
            aria-label={t('organiser.battles.shareCardOf', { name })}
          >
            {t('organiser.battles.shareCard')}
          </a>
        )}
        <button
          type="button"
          className={styles.button}
          disabled={index === 0 || reordering}
          aria-label={t('organiser.battles.moveUp', { name })}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={index === count - 1 || reordering}
          aria-label={t('organiser.battles.moveDown', { name })}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </button>
        <button type="button" className={styles.button} onClick={onEdit}>
          {t('organiser.edit')}
        </button>
        <button type="button" className={styles.danger} disabled={battle.battle_status === 'live'} onClick={onRemove}>
          {t('organiser.remove')}
        </button>
      </div>
    </>
  );
}
