import type { TBattle, TEventBattles, TPlayer } from '@artclash/contract';
import { useId, type ReactNode } from 'react';
import { Avatar } from '@/components/avatar/avatar';
import { PartBoundary } from '@/components/part-boundary/part-boundary';
import { backendImageUrl } from '@/lib/image-url';
import type { ServerClock } from '../api/server-clock';
import { nameFitStyle } from './name-fit';
import { PlayerFace } from './player-face';
import { championOf, sponsorsOf, standingsOf, winnerOf } from './stage-scene';
import { useStageText } from './stage-language';
import { StageKeywords, StageVoteBar, useStageKeywords } from './stage-theme';
import { useCountdown } from './use-countdown';
import styles from './stage-scenes.module.css';

/** The largest size of a name on a scene's own card, as a share of the card's width (docs/product.md#rule-390). */
const SCENE_NAME_CQI = 11;
/** The winner's and the champion's name, across most of the frame. */
const HERO_NAME_CQI = 9;
/** A short theme's size on the result's frame, as a share of the facts' width (docs/product.md#rule-399). */
const THEME_CQI = 9;

/** 'Vote now' or 'Voting closed' over the arena while a battle runs (docs/product.md#rule-387). */

export function MomentBanner({
  moment,
  battle,
  battlesTime,
  clock,
}: {
  moment: 'voting' | 'closed';
  battle: TBattle;
  battlesTime: number;
  clock: ServerClock;
}) {
  const { say, both } = useStageText();
  const reading = useCountdown(battle, battlesTime, clock);
  // In both languages the title keeps one line and the call takes two smaller ones, so the banner leaves the players
  // and the theme their room (docs/product.md#rule-397).
  return (
    <section
      className={styles.moment}
      data-moment={moment}
      data-both={both || undefined}
      aria-labelledby="stage-moment"
    >
      <h2 id="stage-moment" className={styles.momentTitle}>
        {say((t) => (moment === 'voting' ? t('live.bigScreen.voteNow') : t('live.phone.votingClosed')), 'line')}
      </h2>
      <p className={styles.momentLine}>
        {say((t) => (moment === 'voting' ? t('live.bigScreen.voteNowCall') : t('live.phone.resultSoon')))}
      </p>
      {moment === 'voting' && reading && (
        <p className={styles.momentTime}>
          <span>{say((t) => t('live.timeLeft'), 'line')}</span>{' '}
          <span className={styles.momentDigits}>{reading.text}</span>
        </p>
      )}
    </section>
  );
}

/** Before a battle is on stage: a welcome, and the way to join beside it. */
export function WelcomeScene() {
  const { say } = useStageText();
  return (
    <main className={styles.scene} data-scene="welcome" aria-labelledby="stage-welcome">
      <h2 id="stage-welcome" className={styles.welcome}>
        {say((t) => t('live.bigScreen.welcome'))}
      </h2>
      <p className={styles.sceneLine}>{say((t) => t('live.waitNextBattle'))}</p>
    </main>
  );
}

function SceneCard({ player, side }: { player: TPlayer | null; side: 1 | 2 }) {
  const { read } = useStageText();
  return (
    <section className={styles.card} data-side={side} aria-label={player?.username ?? read((t) => t('live.tbd'))}>
      <PlayerFace
        player={player}
        avatarSize={160}
        avatarClassName={styles.cardAvatar}
        nameClassName={styles.name}
        nameAs="p"
        fit={SCENE_NAME_CQI}
      />
    </section>
  );
}

/** The battle's two players side by side, `between` them a mark the room reads (VS before, = for a draw). */
function ScenePair({ battle, between }: { battle: TBattle; between: string }) {
  return (
    <div className={styles.pair}>
      <SceneCard player={battle.battle1} side={1} />
      <span className={styles.vs} aria-hidden="true">
        {between}
      </span>
      <SceneCard player={battle.battle2} side={2} />
    </div>
  );
}

/** Between battles: who is up next, both faces and names. */
export function NextScene({ battle }: { battle: TBattle }) {
  const { say } = useStageText();
  return (
    <main className={styles.scene} data-scene="next" aria-labelledby="stage-next">
      {/* The battle's name stands under the event's title, above the scene. */}
      <h2 id="stage-next" className={styles.label}>
        {say((t) => t('live.bigScreen.upNext'), 'line')}
      </h2>
      <ScenePair battle={battle} between="VS" />
    </main>
  );
}

function Hero({ player, label }: { player: TPlayer; label: ReactNode }) {
  return (
    <div className={styles.hero}>
      <p className={styles.heroLabel}>{label}</p>
      <Avatar of={player} size={280} className={styles.heroAvatar} />
      <p className={styles.heroName} style={nameFitStyle(player.username, HERO_NAME_CQI)}>
        {player.username}
      </p>
    </div>
  );
}

/** The theme and the vote split of a complete battle. */
function ResultFacts({ battle, event }: { battle: TBattle; event: TEventBattles }) {
  const { say } = useStageText();
  const keywords = useStageKeywords(battle, event.show);
  const votes = battle.votes;
  return (
    <div className={styles.facts}>
      {keywords && (
        <div className={styles.theme}>
          <p className={styles.themeLabel}>{say((t) => t('live.theme'), 'line')}</p>{' '}
          <StageKeywords battle={battle} show={event.show} max={THEME_CQI} className={styles.keywords} />
        </div>
      )}
      {votes && (
        <PartBoundary name="vote-bar" resetKeys={[votes]}>
          <div className={styles.split}>
            <p className={styles.counts}>
              <span data-side={1}>{say((t) => t('live.bigScreen.votes', { count: votes.Player1 }), 'line')}</span>
              <span data-side={2}>{say((t) => t('live.bigScreen.votes', { count: votes.Player2 }), 'line')}</span>
            </p>
            <StageVoteBar battle={battle} votes={votes} />
          </div>
        </PartBoundary>
      )}
    </div>
  );
}

/** The result's full frame: the winner's face and name (or the draw), the theme and the vote split. */
export function ResultScene({ battle, event }: { battle: TBattle; event: TEventBattles }) {
  const { say, read } = useStageText();
  const winner = winnerOf(battle);
  return (
    <main className={styles.scene} data-scene="result" aria-label={read((t) => t('live.phone.result'))}>
      {winner ? (
        <Hero player={winner} label={say((t) => t('live.winner'), 'line')} />
      ) : (
        <div className={styles.drawn}>
          <p className={styles.heroLabel}>{say((t) => t('live.draw'), 'line')}</p>
          <ScenePair battle={battle} between="=" />
        </div>
      )}
      <ResultFacts battle={battle} event={event} />
    </main>
  );
}

/** The places shown on the champion's frame: the rest of a long night does not fit a projector's height. */
const STANDINGS_SHOWN = 8;

/** After the final: the champion and the night's standings. */
export function ChampionScene({ event }: { event: TEventBattles }) {
  const { say, read } = useStageText();
  const headingId = useId();
  const champion = championOf(event);
  const standings = standingsOf(event).slice(0, STANDINGS_SHOWN);
  return (
    <main className={styles.scene} data-scene="champion" aria-label={read((t) => t('live.bigScreen.finalResult'))}>
      {champion ? (
        <Hero player={champion} label={say((t) => t('results.champion'), 'line')} />
      ) : (
        <p className={styles.heroLabel}>{say((t) => t('live.bigScreen.finalResult'), 'line')}</p>
      )}
      <section className={styles.standings} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.label}>
          {say((t) => t('live.bigScreen.standings'), 'line')}
        </h2>
        <ol className={styles.standingList}>
          {standings.map(({ player, wins }) => (
            <li key={player._id} className={styles.standing} data-champion={player._id === champion?._id || undefined}>
              <Avatar of={player} size={56} className={styles.standingAvatar} />
              <span className={styles.standingName}>{player.username}</span>
              <span className={styles.wins}>{say((t) => t('live.bigScreen.wins', { count: wins }), 'line')}</span>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}

/** After the final, in turn with the champion: the sponsors' thanks. */
export function ThanksScene({ event }: { event: TEventBattles }) {
  const { say, read } = useStageText();
  return (
    <main className={styles.scene} data-scene="thanks" aria-labelledby="stage-thanks">
      <h2 id="stage-thanks" className={styles.welcome}>
        {say((t) => t('live.bigScreen.thanks'))}
      </h2>
      <ul className={styles.sponsors}>
        {sponsorsOf(event).map((image) => (
          <li key={image}>
            <img src={backendImageUrl(image)} alt={read((t) => t('live.bigScreen.sponsor'))} />
          </li>
        ))}
      </ul>
      <p className={styles.sceneLine}>{say((t) => t('live.bigScreen.thanksNight'))}</p>
    </main>
  );
}
