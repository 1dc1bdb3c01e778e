import { dateTimeInterval, localDayRange } from '@artclash/contract/values';
import type { TEvent } from '@artclash/contract';

/**
 * The calendar's chosen days (docs/product.md#rule-114). A first tap picks one day and waits; a
 * second tap makes the range from that day to the tapped one (either way round); the next tap
 * starts again with a single day.
 */
export interface Selection {
  from: Date;
  to: Date;
  /** A single day was tapped and the next tap ends the range. */
  pending: boolean;
}

const startOfDay = (date: Date) => localDayRange(date).start;
const sameDay = (a: Date, b: Date) => startOfDay(a).getTime() === startOfDay(b).getTime();

export function tapDay(selection: Selection, day: Date): Selection {
  if (!selection.pending || sameDay(selection.from, day))
    return { from: day, to: day, pending: !selection.pending || !sameDay(selection.from, day) };
  const [from, to] = day < selection.from ? [day, selection.from] : [selection.from, day];
  return { from, to, pending: false };
}

/** A local day as the URL carries it: 'YYYY-MM-DD'. */
export const dayKey = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A 'YYYY-MM-DD' of a real day between 1900 and 2200 as a local date, else undefined. */
export function parseDay(text: string | null): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 1900 && year <= 2200 ? date : undefined;
}

/** The range a link asked for (`?from=&to=`), in order; today when it asked for none or for nonsense. */
export function rangeFromSearch(params: URLSearchParams, now: Date): { from: Date; to: Date } {
  const from = parseDay(params.get('from'));
  if (!from) return { from: now, to: now };
  const to = parseDay(params.get('to')) ?? from;
  return to < from ? { from: to, to: from } : { from, to };
}

/** The local days on which any session of `events` takes place (a session past midnight marks both days). */
export function eventDays(events: readonly Pick<TEvent, 'date_times' | 'timezone'>[]): Date[] {
  const days = new Map<string, Date>();
  for (const event of events) {
    for (const entry of event.date_times) {
      const { start, end } = dateTimeInterval(entry, event.timezone);
      for (
        let day = startOfDay(start);
        day <= end;
        day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
      )
        days.set(dayKey(day), day);
    }
  }
  return [...days.values()];
}

/** 'See all': the calendar from today through the last day of the upcoming events, or just today without any. */
export function upcomingRange(
  events: readonly Pick<TEvent, 'date_times' | 'timezone'>[],
  now: Date,
): { from: string; to: string } {
  const ends = events.flatMap((event) =>
    event.date_times.map((entry) => dateTimeInterval(entry, event.timezone).end.getTime()),
  );
  const last = ends.length > 0 ? new Date(Math.max(...ends)) : now;
  return { from: dayKey(now), to: dayKey(last < now ? now : last) };
}
