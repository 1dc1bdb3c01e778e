import { describe, expect, it } from 'vitest';
import { ageOn, birthYears, daysInMonth, formatBirthDate, parseBirthDate } from './birthdate.ts';

describe('birthdate selects', () => {
  it('offers the current year and the 79 before it', () => {
    const years = birthYears(new Date(2026, 10, 23));
    expect(years).toHaveLength(80);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1947);
  });

  it('counts the days of each month, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('computes the age against today, the day before and on the birthday', () => {
    const birth = { year: 1990, month: 11, day: 23 };
    expect(ageOn(birth, new Date(2026, 10, 22))).toBe(35);
    expect(ageOn(birth, new Date(2026, 10, 23))).toBe(36);
    expect(ageOn({ year: 2024, month: 2, day: 29 }, new Date(2025, 1, 28))).toBe(0);
  });

  it("stores and reads the 'year-month-day' form", () => {
    expect(formatBirthDate({ year: 2015, month: 3, day: 7 })).toBe('2015-3-7');
    expect(parseBirthDate('2015-3-7')).toEqual({ year: 2015, month: 3, day: 7 });
    expect(parseBirthDate('2015-03-07')).toEqual({ year: 2015, month: 3, day: 7 });
    expect(parseBirthDate('2023-2-29')).toBeNull();
    expect(parseBirthDate('yesterday')).toBeNull();
  });

  it('refuses years outside 1900–2200 (docs/decisions.md#77)', () => {
    expect(parseBirthDate('0000-01-01')).toBeNull();
    expect(parseBirthDate('1899-12-31')).toBeNull();
    expect(parseBirthDate('2201-1-1')).toBeNull();
    expect(parseBirthDate('1900-1-1')).toEqual({ year: 1900, month: 1, day: 1 });
  });
});
