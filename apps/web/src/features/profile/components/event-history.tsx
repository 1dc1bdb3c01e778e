import type { TEvent, TEventHistoryBattle, TEventHistoryEntry } from '@artclash/contract';
import { HOME_CITIES, type THomeCity } from '@artclash/contract/values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventCard } from '@/components/event-card/event-card';
import { ClockIcon, TrophyIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useCityLabel } from '@/lib/use-city-label';
import { useLanguage } from '@/lib/use-language';
import lists from './profile-list.module.css';
import styles from './event-history.module.css';

/** How many of the latest events the 'LATEST EVENT' carousel shows. */
const LATEST_COUNT = 5;

const isHomeCity = (city: string): city is THomeCity => (HOME_CITIES as readonly string[]).includes(city);

/**
 * 'LATEST EVENT' (docs/product.md#rule-178): the user's latest ended events as a row of cards that
 * scrolls sideways and snaps to each card; each opens the event's page.
 */
export function LatestEventsCarousel({ history }: { history: TEventHistoryEntry[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('profile.eventHistory.latestHeading')}
      </h2>
      <ul className={styles.carousel} aria-label={t('profile.eventHistory.latestLabel')}>
        {history.slice(0, LATEST_COUNT).map(({ event }) => (
          <li key={event._id} className={styles.slide}>
            <EventCard event={event} sizes="(max-width: 480px) 78vw, 360px" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Art Battles' (docs/product.md#rule-178): every battle of those events, the latest event first, each
 * with its event's location, its votes (the spec's 'comment count': the product has no comments) and
 * its duration; each opens the event's results.
 */
export function HistoryBattleList({ history }: { history: TEventHistoryEntry[] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const cityLabel = useCityLabel();
  const headingId = useId();
  const battles = history.flatMap(({ event, battles }) => battles.map((battle) => ({ event, battle })));
  const locationOf = (event: TEvent) =>
    isHomeCity(event.city) ? cityLabel(event.city) : event.city || pick(event.venue_name_eng, event.venue_name_jap);
  const playerName = (player: TEventHistoryBattle['battle1']) =>
    player?.username ?? t('profile.eventHistory.undecided');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('profile.eventHistory.battlesHeading')}
      </h2>
      {battles.length === 0 ? (
        <p className={styles.muted}>{t('profile.eventHistory.noBattles')}</p>
      ) : (
        <ul className={lists.list} aria-labelledby={headingId}>
          {battles.map(({ event, battle }) => {
            const winner = [battle.battle1, battle.battle2].find(
              (player) => player && player._id === battle.player_winner_id,
            );
            const location = locationOf(event);
            return (
              <li key={battle._id}>
                <Link to={paths.matchDetails.getHref(event._id)} className={styles.battleCard}>
                  <span className={lists.title}>{battle.battle_name}</span>
                  <span className={lists.date}>{pick(event.title_eng, event.title_jap)}</span>
                  <span>
                    {t('profile.eventHistory.versus', {
                      player1: playerName(battle.battle1),
                      player2: playerName(battle.battle2),
                    })}
                  </span>
                  {winner && (
                    <span className={styles.winner}>
                      <TrophyIcon /> {t('profile.eventHistory.winner', { name: winner.username })}
                    </span>
                  )}
                  {/* A draw is said, as the results page says it (docs/product.md#rule-377). */}
                  {battle.draw && (
                    <span className={styles.winner} data-draw>
                      {t('profile.eventHistory.draw')}
                    </span>
                  )}
                  <span className={styles.meta}>
                    {location && <span>{t('profile.eventHistory.location', { place: location })}</span>}
                    {battle.total_votes !== null && (
                      <span>{t('profile.eventHistory.votes', { count: battle.total_votes })}</span>
                    )}
                    <span className={styles.duration}>
                      <ClockIcon /> {t('profile.eventHistory.duration', { minutes: event.battles_time })}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
