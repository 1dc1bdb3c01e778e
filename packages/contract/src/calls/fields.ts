import { z } from 'zod';

// Field shapes shared by the calls' bodies: what a person may type, bounded and free of control characters.

/** An id in a body or path; a malformed one is answered like an unknown one (404). */
export const id = z.string().max(64);

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
