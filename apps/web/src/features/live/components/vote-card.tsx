import type { TBattle, TEventBattles, TPlayer } from '@artclash/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import buttons from '@/components/button/button.module.css';
import { Card } from '@/components/card/card';
import { Pill } from '@/components/pill/pill';
import { Versus } from '@/components/versus/versus';
import { VoteBar } from '@/components/vote-bar/vote-bar';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import type { ServerClock } from '../api/server-clock';
import { useVotingStatus } from '../api/voting-status';
import { useVotingTo } from '../api/voting-to';
import { nextBattle } from './battle-rules';
import { Countdown } from './countdown';
import { PHONE_STAGE_TEXTS, type PhoneStage } from './phone-stage';
import { useVotePass } from './vote-pass';
import styles from './live.module.css';

interface VoteButtonProps {
  player: TPlayer | null;
  side: 1 | 2;
  chosen: boolean;
  busy: boolean;
  onVote: (player: TPlayer) => void;
}

/** A username with a place to break after each dot, underscore or hyphen, where its words meet ("mika." / "paints"). */
const breakable = (name: string) =>
  name.split(/(?<=[._-])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/** A name longer than a phone's half width takes at its size: set smaller, so its words wrap whole (docs/product.md#rule-390). */
const isLongName = (name: string) => name.length > LONG_NAME;
const LONG_NAME = 16;

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
      {/* The whole name, wrapped: a long name is read, never cut (docs/product.md#rule-340, #rule-390). */}
      <span className={styles.voteName} title={name} data-long={isLongName(name) || undefined}>
        {breakable(name)}
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
      <p className={styles.winnerLine}>
        {battle.draw || !winner ? t('live.draw') : t('live.phone.winnerIs', { player: winner.username })}
      </p>
      {/* A complete battle's counts are public; null only while they are hidden (docs/product.md#rule-316). */}
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

/** Who is up next, while the phone waits: the next battle's two players, once one of them is known. */
function NextUp({ event }: { event: TEventBattles }) {
  const { t } = useTranslation();
  const next = nextBattle(event);
  if (!next || (!next.battle1 && !next.battle2)) return null;
  return (
    <p className={styles.nextUp}>
      {t('live.phone.nextUp', {
        player1: next.battle1?.username ?? t('live.tbd'),
        player2: next.battle2?.username ?? t('live.tbd'),
      })}
    </p>
  );
}

interface VoteCardProps {
  event: TEventBattles;
  battle: TBattle | undefined;
  stage: PhoneStage;
  clock: ServerClock;
  userId: string;
}

/**
 * The phone's one state (docs/product.md#rule-327, #rule-340): a heading and at most one status line from
 * PHONE_STAGE_TEXTS; the timer while a battle is on; both players as vote buttons, pressable only while voting is open
 * (tapping one votes, and may move the vote); the result with the winner and the split, and after the final the way to
 * the event's results.
 */
export function VoteCard({ event, battle, stage, clock, userId }: VoteCardProps) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const status = useVotingStatus(event._id, battle?._id, userId);
  const voting = useVotingTo(userId);
  const pass = useVotePass(event._id);
  const texts = PHONE_STAGE_TEXTS[stage];
  const votedFor = status.data?.userId ?? null;
  const open = stage === 'open';

  async function vote(player: TPlayer) {
    if (!battle || !open) return;
    try {
      // A phone that scanned the QR code taps at once: its vote waits for the room pass it is being given.
      await pass.handedOver();
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

  const button = (side: 1 | 2) => {
    const player = battle && (side === 1 ? battle.battle1 : battle.battle2);
    return (
      <VoteButton
        player={player ?? null}
        side={side}
        chosen={!!player && votedFor === player._id}
        busy={voting.isPending || !open}
        onVote={(chosen) => void vote(chosen)}
      />
    );
  };

  return (
    <Card as="section" padded className={styles.card} aria-labelledby="voting-heading" data-stage={stage}>
      {battle && stage !== 'waiting' && stage !== 'result' && (
        <Countdown battle={battle} battlesTime={event.battles_time} clock={clock} />
      )}
      <h3 id="voting-heading" className={styles.castVote}>
        {t(texts.heading)}
      </h3>
      {texts.status && (
        <p className={styles.votingStarted} role="status">
          {t(texts.status)}
        </p>
      )}
      {!battle || stage === 'waiting' ? (
        <NextUp event={event} />
      ) : (
        <>
          {stage === 'result' ? <Result battle={battle} /> : <Versus first={button(1)} second={button(2)} />}
          {pass.prompt}
          {battle.voting_bar === 'show' && battle.votes && stage !== 'result' && (
            <VoteBar
              votes={battle.votes}
              player1={battle.battle1?.username ?? t('live.tbd')}
              player2={battle.battle2?.username ?? t('live.tbd')}
            />
          )}
          <p className={styles.battleName}>{battleName(battle)}</p>
          {stage === 'result' && event.show.stage === 'final' && (
            <Link className={`${buttons.primary} ${buttons.block}`} to={paths.matchDetails.getHref(event._id)}>
              {t('events.viewResults')}
            </Link>
          )}
        </>
      )}
    </Card>
  );
}
