import type { TBattle, TEventBattles, TPlayer } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import type { ServerClock } from '../api/server-clock';
import { useVotingStatus } from '../api/voting-status';
import { useVotingTo } from '../api/voting-to';
import { currentBattle } from './battle-rules';
import { Countdown } from './countdown';
import { EventBattlesList } from './event-battles-list';
import { LiveTag } from './live-tag';
import { StreamEmbed } from '@/components/stream-embed/stream-embed';
import { useKeywords } from './theme-line';
import { WaitForBattle } from './wait-for-battle';
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
      <Avatar image={player?.profileImage} name={name} size={80} decorative className={styles.avatar} />
      <span className={`${styles.username} one-line`} title={name}>
        {name}
      </span>
      {chosen && <span className={styles.yourVote}>{t('live.yourVote')}</span>}
    </button>
  );
}

/**
 * The live stream with voting (docs/decisions.md#5, §2.8, §4.7): tapping a player votes while voting
 * is on (the vote can be moved), the voted player is highlighted from VotingStatusActive.
 */
export function VotingView({ event, clock, userId }: VotingViewProps) {
  const { t } = useTranslation();
  const { pick, battleName } = useLanguage();
  const battle: TBattle | undefined = currentBattle(event.battles);
  const keywords = useKeywords(battle);
  const status = useVotingStatus(event._id, battle?._id, userId);
  const voting = useVotingTo(userId);
  const title = pick(event.title_eng, event.title_jap);
  const votedFor = status.data?.userId ?? null;

  async function vote(player: TPlayer) {
    if (!battle) return;
    // §5: refused on the client while voting is not on; nothing is sent.
    if (battle.voting_status !== 'on') {
      notify('error', t('live.votingStopped'));
      return;
    }
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
      notify('error', errorMessage(error));
    }
  }

  return (
    <div className={styles.view}>
      <div className={styles.intro}>
        <h2 className={styles.title}>{title}</h2>
        {keywords && (
          <p className={styles.keywordPair}>
            {t('live.keywordPair', { keyword1: keywords[0], keyword2: keywords[1] })}
          </p>
        )}
      </div>
      <section className={styles.stream} aria-label={t('live.liveNow')}>
        <LiveTag />
        <StreamEmbed html={event.youtube_emd} title={title} />
      </section>
      {battle ? (
        <section className={styles.card} aria-labelledby="voting-heading">
          <Countdown battle={battle} battlesTime={event.battles_time} clock={clock} />
          <h3 id="voting-heading" className={styles.castVote}>
            {t('live.castYourVote')}
          </h3>
          <div className={styles.players}>
            <VoteButton
              player={battle.battle1}
              side={1}
              chosen={!!battle.battle1 && votedFor === battle.battle1._id}
              busy={voting.isPending}
              onVote={vote}
            />
            <span className={styles.vs} aria-hidden="true">
              {t('live.vs')}
            </span>
            <VoteButton
              player={battle.battle2}
              side={2}
              chosen={!!battle.battle2 && votedFor === battle.battle2._id}
              busy={voting.isPending}
              onVote={vote}
            />
          </div>
          {battle.voting_bar === 'show' && (
            <VoteBar
              votes={battle.votes}
              player1={battle.battle1?.username ?? t('live.tbd')}
              player2={battle.battle2?.username ?? t('live.tbd')}
            />
          )}
          {battle.voting_status === 'on' && <p className={styles.votingStarted}>{t('live.votingStarted')}</p>}
          <p className={styles.battleName}>{battleName(battle)}</p>
        </section>
      ) : (
        <WaitForBattle />
      )}
      <EventBattlesList battles={event.battles} />
    </div>
  );
}
