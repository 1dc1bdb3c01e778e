import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, timeZoneLabel } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';

/** When an event starts, read in its own time zone, or 'No dates yet'. */
export function EventWhen({ startsAt, timezone }: { startsAt: string | null; timezone: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!startsAt) return <>{t('organiser.events.noSchedule')}</>;
  const instant = new Date(startsAt);
  return (
    <time dateTime={startsAt}>
      {formatDate(instant, timezone, language)} {formatTime(instant, timezone, language)} (
      {timeZoneLabel(instant, timezone)})
    </time>
  );
}
