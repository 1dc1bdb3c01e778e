import { localDayRange, type Interval } from '@artclash/contract/values';
import { useMemo, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { CalendarEvents } from '../components/calendar-events';
import { DateRangePicker } from '../components/date-range-picker';
import styles from '../components/calendar-view.module.css';

const today = (): DateRange => {
  const now = new Date();
  return { from: now, to: now };
};

/** Whole local days from the first to the last chosen day (docs/product.md §2.8: 00:00 to 23:59:59.999). */
function toInterval(range: DateRange): Interval {
  const from = range.from ?? new Date();
  return { start: localDayRange(from).start, end: localDayRange(range.to ?? from).end };
}

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Calendar view '/calendar': a date-range picker over AllEventGet. */
export function CalendarRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [range, setRange] = useState<DateRange>(today);
  const interval = useMemo(() => toInterval(range), [range]);
  const from = formatDate(interval.start, localZone, language);
  const to = formatDate(interval.end, localZone, language);

  return (
    <AppShell pageId="calendar" title={t('calendar.title')} backTo={paths.home.getHref()}>
      <div className={styles.view}>
        <DateRangePicker selected={range} onSelect={(next) => setRange(next?.from ? next : today())} />
        <section className={styles.view} aria-labelledby="calendar-events-heading">
          <div className={styles.rangeRow}>
            <div>
              <h2 id="calendar-events-heading" className={styles.heading}>{t('calendar.eventsHeading')}</h2>
              <p className={styles.range}>{from === to ? from : t('calendar.selectedRange', { from, to })}</p>
            </div>
            <button type="button" className={styles.today} onClick={() => setRange(today())}>
              {t('calendar.today')}
            </button>
          </div>
          <CalendarEvents range={interval} />
        </section>
      </div>
    </AppShell>
  );
}
