import type { Interval } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '@/components/icons/icons';
import { QueryView } from '@/components/query-view/query-view';
import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import { EmptyState } from '@/components/state/empty-state';
import { useAllEvents } from '../api/get-all-events';
import { CalendarEventItem } from './calendar-event-item';
import styles from './calendar-view.module.css';

/** The events with any date_times entry in the chosen range; 'No Records' when there are none. */
export function CalendarEvents({ range }: { range: Interval }) {
  const { t } = useTranslation();
  const events = useAllEvents(range);

  return (
    <QueryView
      query={events}
      loading={
        <LoadingRegion className={styles.list}>
          <Skeleton height={122} radius={20} />
          <Skeleton height={122} radius={20} />
        </LoadingRegion>
      }
      empty={<EmptyState icon={<CalendarIcon />} title={t('calendar.noRecords')} hint={t('calendar.noRecordsHint')} />}
    >
      {(list) => (
        <>
          <p className={styles.count} aria-live="polite">
            {t('calendar.eventCount', { count: list.length })}
          </p>
          <ul className={`${styles.list} ${events.isPlaceholderData ? styles.stale : ''}`}>
            {list.map((event) => (
              <li key={event._id}>
                <CalendarEventItem event={event} />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}
