import type { EventDateTime } from '@artclash/contract';

const DAY = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant as seen in a time zone. */
function localDate(instant: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Date-times for consecutive days starting `dayOffset` days from today in the event's time zone. */
export function sessionDates({
  now,
  timezone,
  dayOffset,
  sessions,
}: {
  now: Date;
  timezone: string;
  dayOffset: number;
  sessions: [string, string][];
}): EventDateTime[] {
  return sessions.map(([start_time, end_time], day) => ({
    dates: localDate(new Date(now.getTime() + (dayOffset + day) * DAY), timezone),
    start_time,
    end_time,
  }));
}
