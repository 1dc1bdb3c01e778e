import type { TPastVote } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import styles from './profile-list.module.css';

/** Past Voting (docs/product.md#rule-9, #rule-142, #rule-175): each vote names its event, battle and player, and opens the event's results. */
export function PastVoteList({ votes }: { votes: TPastVote[] }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  return (
    <ul className={styles.list} aria-label={t('profile.pastVoting.listLabel')}>
      {votes.map((vote) => (
        <li key={vote.battle._id}>
          <Link to={paths.matchDetails.getHref(vote.event._id)} className={styles.card}>
            <Avatar of={vote.voted_for} size={48} />
            <span className={styles.text}>
              <span className={styles.title}>{pick(vote.event.title_eng, vote.event.title_jap)}</span>
              <span>{vote.battle.battle_name}</span>
              <span>{t('profile.pastVoting.votedFor', { name: vote.voted_for.username })}</span>
              {vote.outcome && (
                // Whether the pick won, once the battle is complete (docs/product.md#rule-378).
                <span className={styles.outcome} data-outcome={vote.outcome}>
                  {t(`profile.pastVoting.outcome.${vote.outcome}`)}
                </span>
              )}
              <span className={styles.date}>
                {t('profile.pastVoting.votedAt', {
                  date: formatDate(new Date(vote.voted_at), vote.event.timezone, language),
                })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
