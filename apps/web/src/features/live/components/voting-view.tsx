import type { TBattle, TEventBattles, TPlayer } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { Card } from '@/components/card/card';
import { Pill } from '@/components/pill/pill';
import { Versus } from '@/components/versus/versus';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import type { ServerClock } from '../api/server-clock';
import { useVotingStatus } from '../api/voting-status';
import { useVotingTo } from '../api/voting-to';
import { isShowLive, showBattle } from './battle-rules';
import { Countdown } from './countdown';
import { EventBattlesList } from './event-battles-list';
import { LiveTag } from './live-tag';
import { phoneStage } from './phone-stage';
import { StreamEmbed } from '@/components/stream-embed/stream-embed';
import { useKeywords } from './theme-line';
import { useVotePass } from './vote-pass';
import { WaitForBattle } from './wait-for-battle';
import stageStyles from '@/components/stage/stage.module.css';
import styles from './live.module.css';

interface VotingViewProps {
  event: TEventBattles;
  clock: ServerClock;
  userId: string;
}

interface VoteButtonProps {
  player: TPlayer | null;
  side: 1 | 2;
  chosen: boolean;
  busy: boolean;
  onVote: (player: TPlayer) => void;
}

function VoteButton({ player, side, chosen, busy, onVote }: VoteButtonProps) {
  const { t } = useTranslation();
  const name = player?.username ?? t('live.tbd');
  return (
    <button
      type="button"
      className={styles.voteButton}
      data-side={side}
      aria-pressed={chosen}
      aria-label={t('live.voteFor', { player: name })}
      disabled={!player || busy}
      onClick={() => player && onVote(player)}
    >
      <Avatar of={player} size={80} className={styles.avatar} />
      <span className={`${styles.username} one-line`} title={name}>
        {name}
      </span>
      {chosen && (
        <Pill flat tone="goldSoft">
          {t('live.yourVote')}
        </Pill>
      )}
    </button>
  );
}

/** The result line: the winner's name (or a draw) and the vote split. */
function Result({ battle }: { battle: TBattle }) {
  const { t } = useTranslation();
  const winner = [battle.battle1, battle.battle2].find((player) => player && player._id === battle.player_winner_id);
  return (
    <div className={styles.result} data-testid="phone-result">
      <p className={styles.castVote}>
        {battle.draw || !winner ? t('live.draw') : t('live.phone.winnerIs', { player: winner.username })}
      </p>
      {/* A complete battle's counts are public; null only while they are hidden (docs/decisions.md#316). */}
      {battle.votes && (
        <p className={styles.battleName}>
          {t('live.phone.split', {
            player1: battle.battle1?.username ?? t('live.tbd'),
            votes1: battle.votes.Player1,
            votes2: battle.votes.Player2,
            player2: battle.battle2?.username ?? t('live.tbd'),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * The fan's phone (docs/decisions.md#5, #327, §2.8, §4.7), following the server's show as the stream
 * pushes it: waiting for the next battle; the theme as soon as it is drawn; voting open with the time
 * left (tapping a player votes, and may move the vote); voting closed with the buttons disabled; the
 * result with the winner and the split. The vote buttons come before the stream, so they are on the
 * first screen of a small phone. "Live now" only while a battle of the event runs.
 */
export function VotingView({ event, clock, userId }: VotingViewProps) {
  const { t } = useTranslation();
  const { pick, battleName } = useLanguage();
  const battle = showBattle(event);
  const keywords = useKeywords(battle, event.show);
  const stage = phoneStage(battle, !!keywords);
  const status = useVotingStatus(event._id, battle?._id, userId);
  const voting = useVotingTo(userId);
  const pass = useVotePass(event._id);
  const title = pick(event.title_eng, event.title_jap);
  const votedFor = status.data?.userId ?? null;
  const open = stage === 'open';

  async function vote(player: TPlayer) {
    if (!battle || !open) return;
    try {
      const reply = await voting.mutateAsync({
        eventId: event._id,
        battleId: battle._id,
        vote_receive_userId: player._id,
        vote_send_userId: userId,
        vote: 1,
      });
      notify('success', reply.message);
    } catch (error) {
      // The event's voting rule asks for a proof: the screen asks for it, then votes again (docs/decisions.md#305).
      if (!pass.asks(error, () => void vote(player))) notify('error', errorMessage(error));
    }
  }

  return (
    <div className={styles.view}>
      <div className={`${stageStyles.stage} ${styles.intro}`}>
        <h2 className={styles.title}>{title}</h2>
        {keywords && (
          <p className={styles.keywordPair}>
            {t('live.keywordPair', { keyword1: keywords[0], keyword2: keywords[1] })}
          </p>
        )}
      </div>
      {battle && stage !== 'waiting' ? (
        <Card as="section" padded className={styles.card} aria-labelledby="voting-heading" data-stage={stage}>
          {stage !== 'result' && <Countdown battle={battle} battlesTime={event.battles_time} clock={clock} />}
          <h3 id="voting-heading" className={styles.castVote}>
            {stage === 'result' ? t('live.phone.result') : t('live.castYourVote')}
          </h3>
          <p className={styles.votingStarted} role="status">
            {stage === 'open'
              ? t('live.votingStarted')
              : stage === 'theme'
                ? t('live.phone.votingSoon')
                : stage === 'closed'
                  ? t('live.phone.votingClosed')
                  : battleName(battle)}
          </p>
          {stage === 'result' ? (
            <Result battle={battle} />
          ) : (
            <Versus
              first={
                <VoteButton
                  player={battle.battle1}
                  side={1}
                  chosen={!!battle.battle1 && votedFor === battle.battle1._id}
                  busy={voting.isPending || !open}
                  onVote={(player) => void vote(player)}
                />
              }
              second={
                <VoteButton
                  player={battle.battle2}
                  side={2}
                  chosen={!!battle.battle2 && votedFor === battle.battle2._id}
                  busy={voting.isPending || !open}
                  onVote={(player) => void vote(player)}
                />
              }
            />
          )}
          {pass.prompt}
          {battle.voting_bar === 'show' && battle.votes && stage !== 'result' && (
            <VoteBar
              votes={battle.votes}
              player1={battle.battle1?.username ?? t('live.tbd')}
              player2={battle.battle2?.username ?? t('live.tbd')}
            />
          )}
          {stage !== 'result' && <p className={styles.battleName}>{battleName(battle)}</p>}
        </Card>
      ) : (
        <WaitForBattle />
      )}
      <section className={styles.stream} aria-label={t('live.streamTitle', { title })}>
        {isShowLive(event) && <LiveTag />}
        <StreamEmbed html={event.youtube_emd} title={title} />
      </section>
      <EventBattlesList battles={event.battles} />
    </div>
  );
}
