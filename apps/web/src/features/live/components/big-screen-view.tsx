import type { TBattle, TEventBattles } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import logo from '@/assets/artclash-logo.svg';
import { PartBoundary } from '@/components/part-boundary/part-boundary';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import { backendImageUrl } from '@/lib/image-url';
import { useLanguage } from '@/lib/use-language';
import { useRoulette } from '../api/get-roulette';
import type { ServerClock } from '../api/server-clock';
import { isWinner, showBattle } from './battle-rules';
import { Countdown, TimerStateLine } from './countdown';
import { BigScreenFrame } from './big-screen-frame';
import { JoinPanel } from './join-panel';
import { PlayerFace } from './player-face';
import { RouletteStage } from './roulette-stage';
import { useKeywords } from './theme-line';
import styles from './big-screen.module.css';

interface BigScreenViewProps {
  event: TEventBattles;
  clock: ServerClock;
}

function StagePlayer({
  battle,
  side,
  battlesTime,
  clock,
}: {
  battle: TBattle;
  side: 1 | 2;
  battlesTime: number;
  clock: ServerClock;
}) {
  const { t } = useTranslation();
  const player = side === 1 ? battle.battle1 : battle.battle2;
  const winner = isWinner(battle, side);
  return (
    <section
      className={styles.player}
      data-side={side}
      data-winner={winner || undefined}
      aria-label={player?.username ?? t('live.tbd')}
    >
      <PlayerFace player={player} avatarClassName={styles.avatar} nameClassName={styles.username} nameAs="p" />
      {winner && <p className={styles.winner}>{t('live.winner')}</p>}
      <div className={styles.timer}>
        <Countdown battle={battle} battlesTime={battlesTime} clock={clock} variant="stage" withState={false} />
      </div>
    </section>
  );
}

/** The roulette of the battle on stage, with its keyword pool (the roulette read, public). */
function StageRoulette({ event, battle }: { event: TEventBattles; battle: TBattle }) {
  const roulette = useRoulette(event._id, battle._id);
  return (
    <RouletteStage
      battle={battle}
      keywords={roulette.data?.Roulette?.keywords ?? []}
      show={event.show}
      sponsorImage={battle.roulette?.sponsor_img ?? ''}
    />
  );
}

/**
 * The big screen (docs/decisions.md#6, #8 and #277), laid out for a 1920×1080 projector and read from the
 * back of a room: both players with their timers, the theme, the sponsor, the vote bar and the way to join.
 * While the roulette of the battle on stage turns, and until its theme is locked, the roulette fills the
 * arena (docs/decisions.md#328). It shows the server's show and nothing else: no control is on it (the
 * control room holds them, and renders this view as its preview). The arena, the join panel, the sponsor and the
 * vote bar each fail alone (docs/decisions.md#341): a broken vote bar never takes the QR code off the wall.
 */
export function BigScreenView({ event, clock }: BigScreenViewProps) {
  const { t } = useTranslation();
  const { pick, battleName } = useLanguage();
  const battle = showBattle(event);
  const keywords = useKeywords(battle, event.show);
  const roulette = event.show.roulette;
  const rouletteOnStage =
    !!battle &&
    roulette.battle_id === battle._id &&
    (roulette.state === 'spinning' || roulette.state === 'stopped') &&
    battle.battle_phase === 'not_started';

  const sponsor = backendImageUrl(battle?.roulette?.sponsor_img ?? '');

  return (
    <BigScreenFrame
      title={pick(event.title_eng, event.title_jap)}
      subtitle={battle && battleName(battle)}
      logo={logo}
      join={
        <PartBoundary name="join-panel" fallbackClassName={styles.joinFailed} resetKeys={[event]}>
          <JoinPanel eventId={event._id} stage={event.show.stage} />
        </PartBoundary>
      }
    >
      <PartBoundary name="arena" fallbackClassName={styles.arenaFailed} resetKeys={[event]}>
        {battle && rouletteOnStage ? (
          <StageRoulette event={event} battle={battle} />
        ) : (
          <main className={styles.arena}>
            {battle ? (
              <>
                <StagePlayer battle={battle} side={1} battlesTime={event.battles_time} clock={clock} />
                <section className={styles.centre} aria-labelledby="big-screen-theme">
                  <TimerStateLine
                    battle={battle}
                    battlesTime={event.battles_time}
                    clock={clock}
                    announceStart
                    className={styles.timerState}
                  />
                  {battle.draw && <p className={styles.draw}>{t('live.draw')}</p>}
                  <h2 id="big-screen-theme" className={styles.themeLabel}>
                    {t('live.theme')}
                  </h2>
                  {keywords ? (
                    <p className={styles.keywords}>
                      <span data-side={1}>{keywords[0]}</span>
                      <span className={styles.plus} aria-hidden="true">
                        +
                      </span>
                      <span data-side={2}>{keywords[1]}</span>
                    </p>
                  ) : (
                    <p className={styles.keywordsPending}>{t('live.noKeyword')}</p>
                  )}
                  {sponsor && (
                    <PartBoundary name="sponsor" resetKeys={[sponsor]}>
                      <figure className={styles.sponsor}>
                        <figcaption>{t('live.bigScreen.sponsor')}</figcaption>
                        <img src={sponsor} alt={t('live.bigScreen.sponsor')} />
                      </figure>
                    </PartBoundary>
                  )}
                </section>
                <StagePlayer battle={battle} side={2} battlesTime={event.battles_time} clock={clock} />
                {battle.voting_bar === 'show' && battle.votes && (
                  <div className={styles.bar}>
                    <PartBoundary name="vote-bar" resetKeys={[battle.votes]}>
                      <VoteBar
                        votes={battle.votes}
                        player1={battle.battle1?.username ?? t('live.tbd')}
                        player2={battle.battle2?.username ?? t('live.tbd')}
                      />
                    </PartBoundary>
                  </div>
                )}
              </>
            ) : (
              <p className={styles.wait}>{t('live.waitNextBattle')}</p>
            )}
          </main>
        )}
      </PartBoundary>
    </BigScreenFrame>
  );
}
