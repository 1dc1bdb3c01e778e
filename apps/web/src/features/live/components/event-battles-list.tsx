import type { TBattle } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card/card';
import { upcomingBattles } from './battle-rules';
import layout from '@/components/layout/layout.module.css';
import styles from './live.module.css';
import { useLanguage } from '@/lib/use-language';

/** 'Event Battles': the battles neither live nor complete, as 'player 1 VS player 2' (docs/product.md#rule-4). */
export function EventBattlesList({ battles }: { battles: readonly TBattle[] }) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const upcoming = upcomingBattles(battles);
  const name = (battle: TBattle, side: 1 | 2) =>
    (side === 1 ? battle.battle1 : battle.battle2)?.username ?? t('live.tbd');
  return (
    <Card as="section" padded className={styles.card} aria-labelledby="event-battles-heading">
      <h3 id="event-battles-heading" className={styles.heading}>
        {t('live.eventBattles')}
      </h3>
      {upcoming.length === 0 ? (
        <p className={styles.muted}>{t('live.noEventBattles')}</p>
      ) : (
        <ul className={layout.list}>
          {upcoming.map((battle) => (
            <li key={battle._id} className={styles.battleRow}>
              <span className={styles.battleRowName}>{battleName(battle)}</span>
              <span className={styles.versusLine}>
                {t('live.versus', { player1: name(battle, 1), player2: name(battle, 2) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
