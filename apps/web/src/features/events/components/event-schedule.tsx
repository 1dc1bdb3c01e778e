import type { TEvent } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/components/icons/icons';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import layout from '@/components/layout/layout.module.css';
import styles from './event-schedule.module.css';

interface EventScheduleProps {
  event: Pick<TEvent, 'date_times' | 'timezone'>;
  /** Adds the sentence saying the times are the event's local time. */
  withZoneNote?: boolean;
  compact?: boolean;
}

/** Each date with start–end, in the event's own time zone (docs/product.md#rule-57). */
export function EventSchedule({ event, withZoneNote = false, compact = false }: EventScheduleProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (event.date_times.length === 0) return <p className={styles.none}>{t('events.noDates')}</p>;
  const entries = event.date_times.map((entry) => ({
    id: entry._id,
    ...formatEventDateTime(entry, event.timezone, language),
  }));
  return (
    <div className={compact ? styles.compact : undefined}>
      <ul className={layout.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <span className={styles.date}>{entry.date}</span>
            <span className={styles.time}>
              {!compact && <ClockIcon width={16} height={16} />}
              {t(entry.nextDay ? 'events.timeRangeNextDay' : 'events.timeRange', {
                start: entry.start,
                end: entry.end,
              })}
              <span className={styles.zone}>{entry.zone}</span>
            </span>
          </li>
        ))}
      </ul>
      {withZoneNote && entries[0] && (
        <p className={styles.note}>{t('events.timeZoneNote', { zone: entries[0].zone })}</p>
      )}
    </div>
  );
}
