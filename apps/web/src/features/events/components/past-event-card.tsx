import type { TEvent, TPublicUser } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { cardProps } from '@/components/card/card';
import { TrophyIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { EventImage } from '@/components/event-image/event-image';
import layout from '@/components/layout/layout.module.css';
import styles from './past-event-card.module.css';

/**
 * docs/product.md#rule-9, #rule-111, #rule-276: the champion and runner-up (the ranking's top two) when the final has
 * a winner; the ranking's top two without places after a drawn final; else the first two participants.
 */
function podiumOf(event: TEvent): { users: TPublicUser[]; ranked: boolean } {
  const top = event.ranking.slice(0, 2).map((entry) => entry.user);
  if (top.length > 0) return { users: top, ranked: event.champion !== null && event.champion === top[0]!._id };
  return { users: event.participants.slice(0, 2).map((entry) => entry.user), ranked: false };
}

/** `first`: the first card, whose cover is in view on a phone's first screen (fetched at once, ahead of the rest). */
export function PastEventCard({ event, first: firstCard = false }: { event: TEvent; first?: boolean }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const first = event.date_times[0];
  const { users, ranked } = podiumOf(event);
  const winner = ranked ? event.ranking[0] : undefined;
  const places = [t('home.champion'), t('home.second')];

  return (
    <Link to={paths.eventDetails.getHref(event._id)} {...cardProps({ interactive: true }, styles.card)}>
      <EventImage path={event.images[0]} alt="" className={styles.cover} priority={firstCard ? 'high' : undefined} />
      <div className={styles.body}>
        <h3 className={styles.title}>{pick(event.title_eng, event.title_jap)}</h3>
        {first && <span className={styles.date}>{formatEventDateTime(first, event.timezone, language).date}</span>}
        {users.length > 0 && (
          <span className={`${layout.halves} ${styles.podium}`}>
            {users.map((user, index) => (
              <span key={user._id} className={styles.player} data-winner={ranked && index === 0 ? '' : undefined}>
                <Avatar of={user} size={44} />
                <span className={styles.playerText}>
                  {ranked && <span className={styles.place}>{places[index]}</span>}
                  <span className={`${styles.username} one-line`} title={user.username}>
                    {user.username}
                  </span>
                  {user.country && <span className={styles.country}>{user.country}</span>}
                </span>
              </span>
            ))}
          </span>
        )}
        {winner && (
          <span className={styles.badge}>
            <TrophyIcon width={16} height={16} />
            <span>
              {t('home.champion')} · {t('home.wins', { count: winner.wins })} ·{' '}
              {t('home.votes', { count: winner.votes })}
            </span>
          </span>
        )}
      </div>
    </Link>
  );
}
