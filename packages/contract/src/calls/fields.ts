import { z } from 'zod';

// Field shapes shared by the calls' bodies: what a person may type, bounded and free of control characters.

/** An id in a body or path; a malformed one is answered like an unknown one (404). */
export const id = z.string().max(64);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** One line a person types: trimmed, bounded, no control characters (NUL included). */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL.test(value), { message: 'control' });

/** Text that may run over several lines (rules, an embed): tabs and line breaks, no other control characters. */
export const paragraphs = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), { message: 'control' });

/** A secret (a password): kept exactly as typed, bounded, no control characters. */
export const secret = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), { message: 'control' });
