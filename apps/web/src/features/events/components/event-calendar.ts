import { dateTimeInterval } from '@artclash/contract/values';
import type { TEvent } from '@artclash/contract';
import { createEvents, type EventAttributes } from 'ics';

export interface CalendarEventText {
  /** The event's title in the interface language. */
  title: string;
  /** Free text for every entry: the schedule line, rules and the link back, already translated. */
  description: string;
  /** Where it happens: the venue city in the interface language, or ''. */
  location: string;
  /** The event's page, absolute. */
  url: string;
}

/**
 * The event as an iCalendar file (docs/product.md#rule-92): one VEVENT per date_times entry, its start and
 * end read in the event's own IANA time zone and written as UTC instants, so every calendar app shows
 * the right local time wherever the phone is. UIDs follow the entries, so importing again updates
 * rather than duplicates. Text is escaped by the `ics` library (commas, semicolons, new lines) and
 * long lines folded between characters, never inside a multi-byte one.
 */
export function eventCalendarFile(event: Pick<TEvent, 'date_times' | 'timezone'>, text: CalendarEventText): string {
  const entries: EventAttributes[] = event.date_times.map((entry) => {
    const { start, end } = dateTimeInterval(entry, event.timezone);
    return {
      uid: `${entry._id}@artclash`,
      start: start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: text.title,
      description: text.description,
      ...(text.location && { location: text.location }),
      url: text.url,
      status: 'CONFIRMED',
      productId: 'ArtClash',
    };
  });
  const { error, value } = createEvents(entries);
  if (error || !value) throw error ?? new Error('No calendar entries');
  return value;
}
