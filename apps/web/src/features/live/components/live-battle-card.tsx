import type { TBattle } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card/card';
import { Versus } from '@/components/versus/versus';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import type { ServerClock } from '../api/server-clock';
import { isWinner } from './battle-rules';
import { Countdown } from './countdown';
import { LivePlayer } from './live-player';
import { ThemeLine } from './theme-line';
import styles from './live.module.css';
import { useLanguage } from '@/lib/use-language';

interface LiveBattleCardProps {
  battle: TBattle;
  battlesTime: number;
  clock: ServerClock;
}

/** The current battle on the watch page (docs/product.md#rule-3): players, theme, timer, and the vote bar when shown. */
export function LiveBattleCard({ battle, battlesTime, clock }: LiveBattleCardProps) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  return (
    <Card as="section" padded className={styles.card} aria-labelledby="current-battle-heading">
      <h3 id="current-battle-heading" className={styles.battleName}>
        <span className="visually-hidden">{t('live.currentBattle')}: </span>
        {battleName(battle)}
      </h3>
      <Versus
        first={<LivePlayer player={battle.battle1} side={1} winner={isWinner(battle, 1)} />}
        second={<LivePlayer player={battle.battle2} side={2} winner={isWinner(battle, 2)} />}
      />
      <ThemeLine battle={battle} className={styles.theme} />
      <Countdown battle={battle} battlesTime={battlesTime} clock={clock} announceStart />
      {battle.voting_bar === 'show' && battle.votes && (
        <VoteBar
          votes={battle.votes}
          player1={battle.battle1?.username ?? t('live.tbd')}
          player2={battle.battle2?.username ?? t('live.tbd')}
        />
      )}
    </Card>
  );
}
