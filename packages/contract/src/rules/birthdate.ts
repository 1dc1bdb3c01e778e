import { isSaneYear } from './sane-years.ts';

/** Spec §9 birthdate selects: the current year and the 79 before it (80 options), newest first. */
export function birthYears(today: Date): number[] {
  const current = today.getFullYear();
  return Array.from({ length: 80 }, (_, i) => current - i);
}

export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Days of a month (1–12) in a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar date with no time of day or zone: a birthdate, or the day it is somewhere. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day an instant falls on in the caller's own time zone (a browser's 'today'). */
export const localDay = (now: Date): CalendarDay => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
  day: now.getDate(),
});

/**
 * The newest calendar day anywhere on Earth at this instant (UTC+14). The server checks ages
 * against it, so it never refuses what a browser in any time zone accepted (docs/product.md#rule-150).
 */
export function latestDayOnEarth(now: Date): CalendarDay {
  const ahead = new Date(now.getTime() + 14 * 3_600_000);
  return { year: ahead.getUTCFullYear(), month: ahead.getUTCMonth() + 1, day: ahead.getUTCDate() };
}

/** Whole years from a birthdate to a calendar day; one born on 29 February turns a year older on 1 March in other years. */
export function yearsOld(birth: CalendarDay, on: CalendarDay): number {
  const years = on.year - birth.year;
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return hadBirthday ? years : years - 1;
}

/** Whole years from a birthdate to today (§9: age is computed against today). */
export const ageOn = (birth: CalendarDay, today: Date): number => yearsOld(birth, localDay(today));

/** The stored 'year-month-day' form of §3 (pending registration birthDate). */
export function formatBirthDate(birth: { year: number; month: number; day: number }): string {
  return `${birth.year}-${birth.month}-${birth.day}`;
}

/** Reads 'year-month-day' (with or without zero padding); null when it is not a real date of a sane year. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isSaneYear(year) || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}
