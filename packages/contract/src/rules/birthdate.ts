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

/** Whole years from a birthdate to today (§9: age is computed against today). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const years = today.getFullYear() - birth.year;
  const hadBirthday =
    today.getMonth() + 1 > birth.month || (today.getMonth() + 1 === birth.month && today.getDate() >= birth.day);
  return hadBirthday ? years : years - 1;
}

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
