import { z } from 'zod';
import { isSaneYear } from '../rules/sane-years.ts';

// Field shapes shared by the calls (docs/decisions.md#77): every string a client sends is bounded and
// free of control characters, every date and instant falls in a sane year, every number is bounded.

/** C0 control characters (NUL included) and DEL; `allowed` lists the ones a field may keep (tab, line breaks). */
const hasControl = (value: string, allowed = ''): boolean => {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(char)) return true;
  }
  return false;
};
const LINE_BREAKS_AND_TAB = '\t\n\r';

/** One line a person types: trimmed, bounded, no control characters (NUL included). */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControl(value), { message: 'control' });

/** Text that may run over several lines (rules, an embed): tabs and line breaks, no other control characters. */
export const paragraphs = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControl(value, LINE_BREAKS_AND_TAB), { message: 'control' });

/** A secret (a password): kept exactly as typed, bounded, no control characters. */
export const secret = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControl(value), { message: 'control' });

/**
 * An id in a body, path or query: bounded. Anything but a well-formed id, control characters
 * included, is refused as an unknown one (404, docs/product.md#rule-28) before any query.
 */
export const id = z.string().max(64);

/** An ISO 8601 instant with its offset, in a sane year (year 0000 and its like are refused, not sent to the database). */
export const instant = z.iso
  .datetime({ offset: true })
  .refine((value) => isSaneYear(new Date(value).getUTCFullYear()), { message: 'range' });

/** A real calendar day, `YYYY-MM-DD`, in a sane year (2030-02-30 is refused, not rolled over). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (value) => {
      const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
      const date = new Date(Date.UTC(year, month - 1, day));
      return isSaneYear(year) && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { message: 'date' },
  );
