import { TZDate } from '@date-fns/tz';

export const DEFAULT_TIMEZONE = 'Asia/Tokyo';

export interface EventDateTime {
  /** Calendar date in the event's time zone, `YYYY-MM-DD`. */
  dates: string;
  /** Wall-clock time in the event's time zone, `HH:mm`. */
  start_time: string;
  end_time: string;
}

export interface Interval {
  start: Date;
  end: Date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day `now` falls on in `timezone` (`YYYY-MM-DD`), in the product's zone when the name is not a
 * zone: what a new date of an event starts at (docs/product.md#rule-375).
 */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: isValidTimeZone(timezone) ? timezone : DEFAULT_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The absolute interval of one date_times entry, read in the event's time zone.
 * An end time at or before the start time means the session runs past midnight.
 */
export function dateTimeInterval(entry: EventDateTime, timezone: string): Interval {
  const date = DATE.exec(entry.dates);
  const start = TIME.exec(entry.start_time);
  const end = TIME.exec(entry.end_time);
  if (!date || !start || !end) throw new RangeError(`Invalid event date-time ${JSON.stringify(entry)}`);
  const [year, month, day] = [Number(date[1]), Number(date[2]) - 1, Number(date[3])];
  const startAt = new TZDate(year, month, day, Number(start[1]), Number(start[2]), timezone);
  let endAt = new TZDate(year, month, day, Number(end[1]), Number(end[2]), timezone);
  if (endAt.getTime() <= startAt.getTime()) {
    endAt = new TZDate(year, month, day + 1, Number(end[1]), Number(end[2]), timezone);
  }
  return { start: new Date(startAt.getTime()), end: new Date(endAt.getTime()) };
}

/** From the first start to the last end of an event's date_times; null when it has none. */
export function eventInterval(entries: readonly EventDateTime[], timezone: string): Interval | null {
  if (entries.length === 0) return null;
  const intervals = entries.map((entry) => dateTimeInterval(entry, timezone));
  return {
    start: new Date(Math.min(...intervals.map((i) => i.start.getTime()))),
    end: new Date(Math.max(...intervals.map((i) => i.end.getTime()))),
  };
}

export type EventTiming = 'upcoming' | 'past';

/** An event is 'past' once its last date_time has ended, 'upcoming' until then (docs/product.md#rule-57). */
export function eventTiming(entries: readonly EventDateTime[], timezone: string, now: Date): EventTiming {
  const span = eventInterval(entries, timezone);
  return span && span.end.getTime() <= now.getTime() ? 'past' : 'upcoming';
}

/** Whether two intervals share an instant (closed at both ends, as the calendar's 23:59:59.999 end). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() <= b.end.getTime() && b.start.getTime() <= a.end.getTime();
}

/** A whole local day, 00:00 to 23:59:59.999 (docs/product.md §2.8 calendar default). */
export function localDayRange(day: Date): Interval {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, 0);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);
  return { start, end };
}
