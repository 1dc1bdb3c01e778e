import { dateTimeInterval, type Language, type TEvent } from '@artclash/contract';

/** What a messenger shows for a shared event link (Open Graph, Twitter card): docs/decisions.md#93. */
export interface SharePreview {
  title: string;
  description: string;
  url: string;
  /** Absolute URL of the cover, when the event has one. */
  image?: string;
  language: Language;
}

const DESCRIPTION_MAX = 200;
const locales: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

/** Up to three dates in the event's own time zone, with the zone's offset: a preview is read anywhere. */
function datesOf(event: TEvent, language: Language): string {
  const format = new Intl.DateTimeFormat(locales[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timezone,
    timeZoneName: 'shortOffset',
  });
  return event.date_times
    .slice(0, 3)
    .flatMap((entry) => {
      try {
        return [format.format(dateTimeInterval(entry, event.timezone).start).replace(/[\u202f\u00a0]/g, ' ')];
      } catch {
        return [];
      }
    })
    .join(' / ');
}

const shorten = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;

/** The preview of an event page in `language`: its title, dates and rules, the cover, and the page's address. */
export function sharePreview(
  event: TEvent,
  { language, publicUrl }: { language: Language; publicUrl: string },
): SharePreview {
  const base = publicUrl.replace(/\/+$/, '');
  const cover = event.images[0];
  const rules = (language === 'ja' ? event.rules_jap : event.rules_eng).replace(/\s+/g, ' ').trim();
  return {
    title: language === 'ja' ? event.title_jap : event.title_eng,
    description: shorten([datesOf(event, language), rules].filter(Boolean).join(' — ')),
    url: `${base}/event-details/${event._id}`,
    ...(cover && { image: /^https?:\/\//.test(cover) ? cover : `${base}/backend/${cover.replace(/^\/+/, '')}` }),
    language,
  };
}
