import type { TEvent } from '@artclash/contract';
import { HOME_CITIES, type THomeCity } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/button/button.module.css';
import { CalendarIcon, ShareIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useCityLabel } from '@/lib/use-city-label';
import { useEventVenue } from './event-venue';
import styles from './event-details-view.module.css';

const isHomeCity = (city: string): city is THomeCity => (HOME_CITIES as readonly string[]).includes(city);
/** Characters no file system takes in a name. */
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, ' ').trim();

function download(contents: string, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([contents], { type: 'text/calendar;charset=utf-8' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * 'Add to calendar' and 'Share' on Event Details (docs/product.md#rule-92). The calendar file is made on
 * the phone from the event already on screen (the `ics` library loads with the first tap), its location
 * the venue's name and address (docs/product.md#rule-320); Share uses the system share sheet, else copies
 * the link and says so.
 */
export function EventActions({ event }: { event: TEvent }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const cityLabel = useCityLabel();
  const venue = useEventVenue(event);
  const title = pick(event.title_eng, event.title_jap);
  const url = new URL(paths.eventDetails.getHref(event._id), window.location.origin).href;

  async function addToCalendar() {
    try {
      const { eventCalendarFile } = await import('./event-calendar');
      const rules = pick(event.rules_eng, event.rules_jap).trim();
      const file = eventCalendarFile(event, {
        title,
        description: [rules, t('events.calendarDetails', { url })].filter(Boolean).join('\n\n'),
        // Where to go: the venue's name and address; an event without a venue names its city.
        location:
          [venue.name, venue.address].filter(Boolean).join(', ') ||
          (isHomeCity(event.city) ? cityLabel(event.city) : event.city),
        url,
      });
      download(file, safeFileName(t('events.calendarFileName', { title })));
    } catch {
      notify('error', t('common.unexpectedError'));
    }
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: t('events.shareText', { title }), url });
        return;
      } catch (error) {
        // Closing the share sheet is the person's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('events.linkCopied'));
    } catch {
      notify('error', t('events.shareFailed'));
    }
  }

  return (
    <div className={styles.actions}>
      {event.date_times.length > 0 && (
        <button type="button" className={buttons.ghost} onClick={() => void addToCalendar()}>
          <CalendarIcon width={20} height={20} />
          {t('events.addToCalendar')}
        </button>
      )}
      <button type="button" className={buttons.ghost} onClick={() => void share()}>
        <ShareIcon width={20} height={20} />
        {t('events.share')}
      </button>
    </div>
  );
}
