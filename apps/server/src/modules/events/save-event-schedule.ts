import { type EventDateTime, dateTimeInterval, isValidTimeZone } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { replaceEventSchedule } from './queries.ts';

export interface SaveEventScheduleOptions {
  db: Executor;
  eventId: string;
  timezone: string;
  dateTimes: readonly EventDateTime[];
}

function intervalOf(entry: EventDateTime, timezone: string) {
  try {
    return dateTimeInterval(entry, timezone);
  } catch {
    throw new AppError('invalidInput', 'server.invalidSchedule');
  }
}

/**
 * The one write path of an event's date_times and time zone. It keeps the denormalised instants
 * (per entry and the event's span) that the list and calendar queries compare (docs/product.md#rule-31).
 */
export async function saveEventSchedule({ db, eventId, timezone, dateTimes }: SaveEventScheduleOptions): Promise<void> {
  if (!isValidTimeZone(timezone)) throw new AppError('invalidInput', 'server.invalidTimeZone');
  const rows = dateTimes.map((entry, position) => {
    const interval = intervalOf(entry, timezone);
    return {
      eventId,
      position,
      dates: entry.dates,
      startTime: entry.start_time,
      endTime: entry.end_time,
      startsAt: interval.start,
      endsAt: interval.end,
    };
  });
  const startsAt = rows.length ? new Date(Math.min(...rows.map((row) => row.startsAt.getTime()))) : null;
  const endsAt = rows.length ? new Date(Math.max(...rows.map((row) => row.endsAt.getTime()))) : null;

  await replaceEventSchedule({ db, eventId, timezone, rows, span: { startsAt, endsAt } });
}
