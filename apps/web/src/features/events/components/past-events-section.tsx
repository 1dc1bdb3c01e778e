import type { THomeCity } from '@artclash/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '@/components/icons/icons';
import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import { QueryView } from '@/components/query-view/query-view';
import { EmptyState } from '@/components/state/empty-state';
import { useCityLabel } from '@/lib/use-city-label';
import { FIRST_CITY, usePastEvents } from '../api/get-past-events';
import { CITY_PANEL_ID, CityTabs, cityTabId } from './city-tabs';
import { PastEventCard } from './past-event-card';
import styles from './home-sections.module.css';

/** 'See Previous Event Winners': city tabs over the past events of that city (docs/product.md#rule-9). */
export function PastEventsSection() {
  const { t } = useTranslation();
  const cityLabel = useCityLabel();
  const [city, setCity] = useState<THomeCity>(FIRST_CITY);
  const past = usePastEvents(city);

  return (
    <section className={styles.section} aria-labelledby="winners-heading">
      <h2 id="winners-heading" className={styles.heading}>
        {t('home.winnersHeading')}
      </h2>
      <CityTabs selected={city} onSelect={setCity} />
      <div id={CITY_PANEL_ID} role="tabpanel" aria-labelledby={cityTabId(city)} aria-busy={past.isFetching}>
        <QueryView
          query={past}
          loading={
            <LoadingRegion className={styles.grid}>
              <Skeleton height={250} radius={20} />
              <Skeleton height={250} radius={20} />
            </LoadingRegion>
          }
          empty={
            <EmptyState
              icon={<TrophyIcon />}
              title={t('home.pastEmpty', { city: cityLabel(city) })}
              hint={t('home.pastEmptyHint')}
            />
          }
        >
          {(events) => (
            <ul className={`${styles.grid} ${past.isPlaceholderData ? styles.stale : ''}`}>
              {events.map((event, index) => (
                <li key={event._id}>
                  <PastEventCard event={event} first={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}
