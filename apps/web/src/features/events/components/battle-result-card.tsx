import { Card } from '@/components/card/card';
import { Pill } from '@/components/pill/pill';
import type { TBattle, TBattleCurve } from '@artclash/contract';
import { BattleCurve } from '@/components/battle-curve/battle-curve';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Versus } from '@/components/versus/versus';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import { paths } from '@/config/paths';
import { BattleArtworks } from './battle-artworks';
import { BattlePlayer } from './battle-player';
import { JudgeScores } from './judge-scores';
import styles from './battle-result-card.module.css';
import { useLanguage } from '@/lib/use-language';

const statusKey = { live: 'results.statusLive', complete: 'results.statusComplete' } as const;

interface BattleResultCardProps {
  battle: TBattle;
  eventId: string;
  /** How the battle was won, once the event's results are public (docs/decisions.md#421). */
  curve?: TBattleCurve | undefined;
}

/** One battle's result (docs/product.md#rule-9): players, their canvases' photos, winner, vote share and totals, its curve, judge scores. */
export function BattleResultCard({ battle, eventId, curve }: BattleResultCardProps) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const player1 = battle.battle1?.username ?? t('results.tbd');
  const player2 = battle.battle2?.username ?? t('results.tbd');
  const winnerId = battle.player_winner_id;
  // Hidden while the organisers keep the bar back and the battle is not complete (docs/product.md#rule-316).
  const { votes } = battle;

  return (
    <Card as="article" interactive padded className={styles.card}>
      <div className={styles.head}>
        <h4 className={styles.name}>
          {/* Spec §2.8: the card links to the live event page. */}
          <Link
            to={paths.liveEvent.getHref(eventId)}
            className={styles.stretched}
            aria-label={t('results.openLive', { battle: battleName(battle) })}
          >
            {battleName(battle)}
          </Link>
        </h4>
        <Pill
          tone={battle.battle_status === 'live' ? 'live' : 'neutral'}
          data-status={battle.battle_status ?? 'pending'}
        >
          {t(battle.battle_status ? statusKey[battle.battle_status] : 'results.statusPending')}
        </Pill>
      </div>
      <Versus
        className={styles.players}
        first={
          <BattlePlayer
            player={battle.battle1}
            side={1}
            votes={votes?.Player1 ?? null}
            isWinner={!!winnerId && winnerId === battle.battle1?._id}
            isDraw={battle.draw}
          />
        }
        second={
          <BattlePlayer
            player={battle.battle2}
            side={2}
            votes={votes?.Player2 ?? null}
            isWinner={!!winnerId && winnerId === battle.battle2?._id}
            isDraw={battle.draw}
          />
        }
      />
      <BattleArtworks battle={battle} player1={player1} player2={player2} />
      {votes && (
        <>
          <VoteBar votes={votes} player1={player1} player2={player2} />
          <p className={styles.total}>{t('results.totalVotes', { count: votes.Player1 + votes.Player2 })}</p>
        </>
      )}
      {curve && <BattleCurve curve={curve} player1={player1} player2={player2} />}
      <JudgeScores scores={battle.judge_scores} player1={player1} player2={player2} />
    </Card>
  );
}
