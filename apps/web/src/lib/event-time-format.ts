import { dateTimeInterval, type EventDateTime, type Language } from '@artclash/contract/values';

// Glossary: English `Sat, Dec 5, 2026` / `6:00 PM`; Japanese `2026年12月5日(土)` / `18:00`.
// Intl does the time-zone work natively, so the home screen needs no date library.
const dateOptions: Record<Language, [string, Intl.DateTimeFormatOptions]> = {
  en: ['en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }],
  ja: ['ja-JP', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }],
};
const timeOptions: Record<Language, [string, Intl.DateTimeFormatOptions]> = {
  en: ['en-US', { hour: 'numeric', minute: '2-digit', hour12: true }],
  ja: ['ja-JP', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter([locale, options]: [string, Intl.DateTimeFormatOptions], timeZone: string) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

// Newer ICU puts a narrow no-break space before AM/PM; the form of docs/product.md §9 uses a plain space.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export function formatDate(instant: Date, timezone: string, language: Language): string {
  return plainSpaces(formatter(dateOptions[language], timezone).format(instant));
}

export function formatTime(instant: Date, timezone: string, language: Language): string {
  return plainSpaces(formatter(timeOptions[language], timezone).format(instant));
}

/** A short, language-neutral zone note such as `GMT+9`. */
export function timeZoneLabel(instant: Date, timezone: string): string {
  const parts = formatter(['en-US', { timeZoneName: 'shortOffset' }], timezone).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timezone;
}

export interface FormattedDateTime {
  date: string;
  start: string;
  end: string;
  zone: string;
  /** The session ends on the next day (past midnight, docs/product.md#rule-31). */
  nextDay: boolean;
}

/** One date_times entry, read in the event's time zone (docs/product.md#rule-57) and shown in it. */
export function formatEventDateTime(entry: EventDateTime, timezone: string, language: Language): FormattedDateTime {
  try {
    const { start, end } = dateTimeInterval(entry, timezone);
    return {
      date: formatDate(start, timezone, language),
      start: formatTime(start, timezone, language),
      end: formatTime(end, timezone, language),
      zone: timeZoneLabel(start, timezone),
      nextDay: formatDate(end, timezone, language) !== formatDate(start, timezone, language),
    };
  } catch {
    // A malformed entry is shown as stored rather than hiding the event.
    return { date: entry.dates, start: entry.start_time, end: entry.end_time, zone: timezone, nextDay: false };
  }
}
