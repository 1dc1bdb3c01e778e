import type { EventDateTime } from '@artclash/contract';

const HOUR = 60 * 60 * 1000;

/** The date and time an instant shows on a wall clock in a time zone. */
function wallClock(instant: Date, timezone: string): { dates: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { dates: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A date_times entry starting `fromHours` from now (negative: in the past), lasting `hours`, in a time zone. */
export function sessionAround({
  timezone,
  fromHours,
  hours = 2,
  now = new Date(),
}: {
  timezone: string;
  fromHours: number;
  hours?: number;
  now?: Date;
}): EventDateTime {
  const start = wallClock(new Date(now.getTime() + fromHours * HOUR), timezone);
  const end = wallClock(new Date(now.getTime() + (fromHours + hours) * HOUR), timezone);
  return { dates: start.dates, start_time: start.time, end_time: end.time };
}
