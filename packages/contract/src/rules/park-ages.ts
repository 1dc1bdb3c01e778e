import type { TParkType } from './account-types.ts';
import { type CalendarDay, yearsOld } from './birthdate.ts';

/** Park onboarding's age policy (docs/product.md#rule-150), stated once for the forms and the server. */
export const PARK_AGES = {
  /** A parent or guardian signing up with a child. */
  parentMin: 18,
  /** Someone signing up for themselves. */
  myselfMin: 13,
} as const;

/** Why a park birthdate is refused; each is a message key of `auth.validation` and `auth.messages`. */
export type ParkBirthdateProblem = 'birthdatePast' | 'parentTooYoung' | 'myselfTooYoung' | 'childNotYounger';

/** Whose birthdate a step asks for: the user's own (as parent or myself), or the child's of a parent born on `parentBirth`. */
export type ParkBirthdateSubject =
  { kind: 'own'; type: TParkType } | { kind: 'child'; parentBirth: CalendarDay | null };

const dayKey = (day: CalendarDay) => day.year * 10_000 + day.month * 100 + day.day;

/** A birthdate lies in the past: before `today`, never on it. */
export const isPastDay = (date: CalendarDay, today: CalendarDay): boolean => dayKey(date) < dayKey(today);

/**
 * The park rules (docs/product.md#rule-150): every birthdate is in the past; a parent is at least 18;
 * someone signing up for themselves is at least 13; a child was born after the parent.
 */
export function parkBirthdateProblem(
  birth: CalendarDay,
  subject: ParkBirthdateSubject,
  today: CalendarDay,
): ParkBirthdateProblem | null {
  if (!isPastDay(birth, today)) return 'birthdatePast';
  if (subject.kind === 'child')
    return subject.parentBirth && dayKey(birth) <= dayKey(subject.parentBirth) ? 'childNotYounger' : null;
  if (subject.type === 'parent') return yearsOld(birth, today) < PARK_AGES.parentMin ? 'parentTooYoung' : null;
  return yearsOld(birth, today) < PARK_AGES.myselfMin ? 'myselfTooYoung' : null;
}
