import { dateTimeInterval, type Language, type TEvent } from '@artclash/contract';
import { translate } from '@artclash/i18n';

/** What a messenger shows for a shared event link (Open Graph, Twitter card): docs/product.md#rule-93. */
export interface SharePreview {
  title: string;
  description: string;
  url: string;
  /** Absolute URL of the cover, or of the product's own picture for an event without one (docs/product.md#rule-324). */
  image: string;
  /** Whether `image` is the event's cover (a large card) rather than the product's square picture (a small one). */
  imageIsCover: boolean;
  /** The image's size, when the server knows it: the product's picture, a share card. */
  imageSize?: { width: number; height: number };
  language: Language;
}

/**
 * The product's own picture, as the web app's build serves it (apps/web/public/icons, made by its
 * scripts/make-icons.mjs): a 512 px square of the brand mark on the stage colour.
 */
export const PRODUCT_PICTURE = { path: 'icons/icon-512.png', width: 512, height: 512 } as const;

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

/**
 * The preview of an event page in `language`: its title, dates and rules, the cover (or the product's picture), and
 * the page's address.
 */
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
    image: cover
      ? /^https?:\/\//.test(cover)
        ? cover
        : `${base}/backend/${cover.replace(/^\/+/, '')}`
      : `${base}/${PRODUCT_PICTURE.path}`,
    imageIsCover: Boolean(cover),
    language,
  };
}

/**
 * The preview of an event's results page (docs/decisions.md#423): once the night has a champion, the event's share
 * card (1200×630, in the page's language), else as the event's own page.
 */
export function resultsPreview(
  event: TEvent,
  { language, publicUrl }: { language: Language; publicUrl: string },
): SharePreview {
  const base = publicUrl.replace(/\/+$/, '');
  const preview = sharePreview(event, { language, publicUrl });
  const title = translate(language, 'results.documentTitle', { title: preview.title });
  const url = `${base}/match-details/${event._id}`;
  if (!event.results_public || !event.champion) return { ...preview, title, url };
  return {
    ...preview,
    title,
    url,
    image: `${base}/backend/api/events/${event._id}/card?lang=${language}`,
    imageIsCover: true,
    imageSize: { width: 1200, height: 630 },
  };
}
