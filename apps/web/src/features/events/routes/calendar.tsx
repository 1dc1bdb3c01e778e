import { localDayRange, type Interval } from '@artclash/contract/values';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { useAllEvents } from '../api/get-all-events';
import { CalendarEvents } from '../components/calendar-events';
import { dayKey, eventDays, rangeFromSearch, type Selection, tapDay } from '../components/calendar-range';
import { DateRangePicker } from '../components/date-range-picker';
import styles from '../components/calendar-view.module.css';

const monthOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/** The whole weeks a month's grid shows (outside days included), so every marked day is a day shown. */
function gridOf(month: Date): Interval {
  const first = new Date(month.getFullYear(), month.getMonth(), 1 - 7);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 7);
  return { start: localDayRange(first).start, end: localDayRange(last).end };
}

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Calendar view '/calendar' (docs/product.md#rule-114): a day picker over AllEventGet. The chosen
 * days live in the URL (`?from=&to=`, today without them), so 'See all' opens the upcoming events
 * and the back button returns to a range; the days of the shown month that have events are marked.
 */
export function CalendarRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = useMemo(() => rangeFromSearch(params, new Date()), [params]);
  const [pending, setPending] = useState(false);
  const [month, setMonth] = useState(() => monthOf(asked.from));
  const selection: Selection = { ...asked, pending };
  const interval = useMemo<Interval>(
    () => ({ start: localDayRange(asked.from).start, end: localDayRange(asked.to).end }),
    [asked],
  );
  const shown = useAllEvents(useMemo(() => gridOf(month), [month]));
  const marked = useMemo(() => eventDays(shown.data ?? []), [shown.data]);
  const from = formatDate(interval.start, localZone, language);
  const to = formatDate(interval.end, localZone, language);

  const choose = (next: Selection) => {
    setPending(next.pending);
    setParams({ from: dayKey(next.from), to: dayKey(next.to) }, { replace: true });
  };
  const today = () => {
    const now = new Date();
    setPending(false);
    setMonth(monthOf(now));
    setParams({}, { replace: true });
  };

  return (
    <AppShell pageId="calendar" title={t('calendar.title')} backTo={paths.home.getHref()}>
      <div className={styles.view}>
        <DateRangePicker
          selected={selection}
          month={month}
          onMonthChange={setMonth}
          eventDays={marked}
          onDayTap={(day) => choose(tapDay(selection, day))}
        />
        {pending && <p className={styles.range}>{t('calendar.pickEnd')}</p>}
        <section className={styles.view} aria-labelledby="calendar-events-heading">
          <div className={styles.rangeRow}>
            <div>
              <h2 id="calendar-events-heading" className={styles.heading}>
                {t('calendar.eventsHeading')}
              </h2>
              <p className={styles.range}>{from === to ? from : t('calendar.selectedRange', { from, to })}</p>
            </div>
            <button type="button" className={styles.today} onClick={today}>
              {t('calendar.today')}
            </button>
          </div>
          <CalendarEvents range={interval} />
        </section>
      </div>
    </AppShell>
  );
}
