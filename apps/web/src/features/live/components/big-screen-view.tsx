import type { TBattle, TEventBattles } from '@artclash/contract';
import { useEffect, useState } from 'react';
import logo from '@/assets/artclash-logo.svg';
import { PartBoundary } from '@/components/part-boundary/part-boundary';
import { useRoulette } from '../api/get-roulette';
import type { ServerClock } from '../api/server-clock';
import { isWinner } from './battle-rules';
import { Countdown, TimerStateLine } from './countdown';
import { BigScreenFrame } from './big-screen-frame';
import { JoinPanel } from './join-panel';
import { PlayerFace } from './player-face';
import { RouletteStage } from './roulette-stage';
import { sceneHasJoin, stageScene, type StageScene } from './stage-scene';
import { ChampionScene, MomentBanner, NextScene, ResultScene, ThanksScene, WelcomeScene } from './stage-scenes';
import { StageLanguage, useStageText } from './stage-language';
import { StageKeywords, StageSponsor, StageVoteBar, useStageKeywords } from './stage-theme';
import styles from './big-screen.module.css';
import { StageRouletteCheck } from './roulette-check';

/** A name's largest size on a player's card, as a share of the card's width (docs/product.md#rule-390). */
const NAME_CQI = 12;
/** A short theme's size in the arena's centre, as a share of its width (docs/product.md#rule-399). */
const THEME_CQI = 15;

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
  const { say, read } = useStageText();
  const player = side === 1 ? battle.battle1 : battle.battle2;
  const winner = isWinner(battle, side);
  return (
    <section
      className={styles.player}
      data-side={side}
      data-winner={winner || undefined}
      aria-label={player?.username ?? read((t) => t('live.tbd'))}
    >
      <PlayerFace
        player={player}
        avatarClassName={styles.avatar}
        nameClassName={styles.username}
        nameAs="p"
        fit={NAME_CQI}
      />
      {winner && <p className={styles.winner}>{say((t) => t('live.winner'), 'line')}</p>}
      <div className={styles.timer}>
        <Countdown battle={battle} battlesTime={battlesTime} clock={clock} variant="stage" withState={false} />
      </div>
    </section>
  );
}

/** The roulette of the battle on stage, with its keyword pool (the roulette read, public). */
function StageRoulette({ event, battle }: { event: TEventBattles; battle: TBattle }) {
  const roulette = useRoulette(event._id, battle._id);
  return <RouletteStage battle={battle} keywords={roulette.data?.Roulette?.keywords ?? []} show={event.show} />;
}

/** The players, their timers, the theme and the vote bar while a battle runs, under its moment. */
function StageArena({ event, battle, clock, scene }: BigScreenViewProps & { battle: TBattle; scene: StageScene }) {
  const { say } = useStageText();
  const keywords = useStageKeywords(battle, event.show);
  return (
    <main className={styles.arena}>
      {(scene === 'voting' || scene === 'closed') && (
        <MomentBanner key={scene} moment={scene} battle={battle} battlesTime={event.battles_time} clock={clock} />
      )}
      <StagePlayer battle={battle} side={1} battlesTime={event.battles_time} clock={clock} />
      <section className={styles.centre} aria-labelledby="big-screen-theme">
        <TimerStateLine
          layout="line"
          battle={battle}
          battlesTime={event.battles_time}
          clock={clock}
          announceStart
          className={styles.timerState}
        />
        <h2 id="big-screen-theme" className={styles.themeLabel}>
          {say((t) => t('live.theme'), 'line')}
        </h2>
        {keywords ? (
          <StageKeywords battle={battle} show={event.show} max={THEME_CQI} className={styles.keywords} />
        ) : (
          <p className={styles.keywordsPending}>{say((t) => t('live.noKeyword'))}</p>
        )}
      </section>
      <StagePlayer battle={battle} side={2} battlesTime={event.battles_time} clock={clock} />
      {battle.voting_bar === 'show' && battle.votes && (
        <div className={styles.bar}>
          <PartBoundary name="vote-bar" resetKeys={[battle.votes]}>
            <StageVoteBar battle={battle} votes={battle.votes} />
          </PartBoundary>
        </div>
      )}
    </main>
  );
}

/**
 * The server's time, read again every second while the night is over: the champion and the sponsors' thanks take
 * turns on it (docs/product.md#rule-388). Before that no scene depends on the time, and nothing ticks.
 */
function useSceneTime(ticking: boolean, clock: ServerClock): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return ticking ? clock.now() : 0;
}

/** One scene of the night (docs/product.md#rule-387). */
function SceneBody({ event, clock, scene, battle }: BigScreenViewProps & { scene: StageScene; battle?: TBattle }) {
  if (scene === 'champion') return <ChampionScene event={event} />;
  if (scene === 'thanks') return <ThanksScene event={event} />;
  if (!battle) return <WelcomeScene />;
  if (scene === 'roulette') return <StageRoulette event={event} battle={battle} />;
  if (scene === 'next') return <NextScene battle={battle} />;
  if (scene === 'result') return <ResultScene battle={battle} event={event} />;
  return <StageArena event={event} battle={battle} clock={clock} scene={scene} />;
}

/**
 * The big screen in the event's projector language (docs/product.md#rule-397): the projector and the control room's
 * preview show the same, whatever the language of the page around it.
 */
export function BigScreenView({ event, clock }: BigScreenViewProps) {
  return (
    <StageLanguage projector={event.projector_language}>
      <BigScreenScenes event={event} clock={clock} />
    </StageLanguage>
  );
}

/**
 * The big screen (docs/product.md#rule-6, #rule-8, docs/decisions.md#277), laid out for a 1920×1080 projector and read
 * from the back of a room. It shows one scene of the night at a time, read from the live state alone so that every
 * screen and a projector that reloads show the same (docs/product.md#rule-387): a welcome, the roulette (which fills
 * the arena until its theme is locked: docs/product.md#rule-328), the battle with 'Vote now' and 'Voting closed' over
 * it, the result's full frame, who is up next, and after the final the champion and the sponsors' thanks in turn. It
 * shows the server's show and nothing else: no control is on it (the control room holds them, and renders this view as
 * its preview). The arena, the join panel, the sponsor and the vote bar each fail alone (docs/decisions.md#341): a
 * broken vote bar never takes the QR code off the wall.
 */
function BigScreenScenes({ event, clock }: BigScreenViewProps) {
  const { pick, lang } = useStageText();
  const { scene, battle } = stageScene(event, useSceneTime(event.show.stage === 'final', clock));
  const withJoin = sceneHasJoin(scene);
  // The sponsor stands in the top bar while the battle's theme is drawn and while it runs (docs/product.md#rule-399).
  const withSponsor =
    battle && (scene === 'roulette' || scene === 'painting' || scene === 'voting' || scene === 'closed');
  return (
    <BigScreenFrame
      title={pick(event.title_eng, event.title_jap, 'line')}
      subtitle={
        battle && scene !== 'champion' && scene !== 'thanks'
          ? pick(battle.battle_name, battle.battle_name_jap, 'line')
          : undefined
      }
      footnote={
        battle && scene !== 'champion' && scene !== 'thanks' ? (
          <StageRouletteCheck event={event} battle={battle} />
        ) : undefined
      }
      logo={logo}
      scene={scene}
      lang={lang}
      sponsor={
        withSponsor ? <StageSponsor image={battle.roulette?.sponsor_img ?? ''} className={styles.sponsor} /> : undefined
      }
      join={
        withJoin ? (
          <PartBoundary name="join-panel" fallbackClassName={styles.joinFailed} resetKeys={[event]}>
            <JoinPanel eventId={event._id} stage={event.show.stage} />
          </PartBoundary>
        ) : undefined
      }
    >
      <PartBoundary name="arena" fallbackClassName={styles.arenaFailed} resetKeys={[event]}>
        <SceneBody event={event} clock={clock} scene={scene} battle={battle} />
      </PartBoundary>
    </BigScreenFrame>
  );
}
