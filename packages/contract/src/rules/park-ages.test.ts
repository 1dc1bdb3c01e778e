import { describe, expect, it } from 'vitest';
import { latestDayOnEarth, yearsOld } from './birthdate.ts';
import { PARK_AGES, parkBirthdateProblem } from './park-ages.ts';

const today = { year: 2026, month: 6, day: 15 };
const yearsBefore = (years: number, shift = 0) => ({
  year: today.year - years,
  month: today.month,
  day: today.day + shift,
});

describe('park onboarding ages (docs/product.md#rule-150)', () => {
  it('refuses a birthdate today or later, for everyone', () => {
    for (const subject of [
      { kind: 'own', type: 'myself' },
      { kind: 'own', type: 'parent' },
      { kind: 'child', parentBirth: null },
    ] as const) {
      expect(parkBirthdateProblem(today, subject, today)).toBe('birthdatePast');
      expect(parkBirthdateProblem({ year: 2027, month: 1, day: 1 }, subject, today)).toBe('birthdatePast');
    }
    expect(
      parkBirthdateProblem({ year: 2026, month: 6, day: 14 }, { kind: 'child', parentBirth: null }, today),
    ).toBeNull();
  });

  it('admits a parent from the 18th birthday on', () => {
    expect(PARK_AGES.parentMin).toBe(18);
    expect(parkBirthdateProblem(yearsBefore(18, 1), { kind: 'own', type: 'parent' }, today)).toBe('parentTooYoung');
    expect(parkBirthdateProblem(yearsBefore(18), { kind: 'own', type: 'parent' }, today)).toBeNull();
    expect(parkBirthdateProblem(yearsBefore(6), { kind: 'own', type: 'parent' }, today)).toBe('parentTooYoung');
  });

  it('admits someone signing up for themselves from the 13th birthday on', () => {
    expect(parkBirthdateProblem(yearsBefore(13, 1), { kind: 'own', type: 'myself' }, today)).toBe('myselfTooYoung');
    expect(parkBirthdateProblem(yearsBefore(13), { kind: 'own', type: 'myself' }, today)).toBeNull();
  });

  it('needs a child born after the parent', () => {
    const parentBirth = { year: 1990, month: 4, day: 7 };
    expect(parkBirthdateProblem({ year: 1990, month: 4, day: 8 }, { kind: 'child', parentBirth }, today)).toBeNull();
    expect(parkBirthdateProblem(parentBirth, { kind: 'child', parentBirth }, today)).toBe('childNotYounger');
    expect(parkBirthdateProblem({ year: 1980, month: 1, day: 1 }, { kind: 'child', parentBirth }, today)).toBe(
      'childNotYounger',
    );
  });

  it('counts a 29 February birthday as passed on 1 March of other years', () => {
    expect(yearsOld({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(yearsOld({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it("takes the newest calendar day on Earth as the server's today", () => {
    expect(latestDayOnEarth(new Date('2026-06-14T09:59:59Z'))).toEqual({ year: 2026, month: 6, day: 14 });
    expect(latestDayOnEarth(new Date('2026-06-14T10:00:00Z'))).toEqual({ year: 2026, month: 6, day: 15 });
  });
});
