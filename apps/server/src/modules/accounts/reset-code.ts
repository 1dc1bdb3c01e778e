import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from './code-mail.ts';
import { RESET_RULES } from './reset-rules.ts';

/** A uniformly random code of 6 digits, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 10 ** RESET_RULES.codeDigits)).padStart(RESET_RULES.codeDigits, '0');
}

/** What a code is bound to: the user for a reset, the user and the address for a proof (docs/decisions.md#260). */
interface CodeSubject {
  secret: string;
  userId: string;
  code: string;
  purpose?: CodePurpose;
  email?: string;
}

/**
 * HMAC-SHA256 keyed with the server secret and bound to the user: a leaked table alone cannot be
 * brute-forced over the million codes (a slow hash would not stop that without the secret either).
 */
export function hashResetCode({ secret, userId, code, purpose = 'reset', email = '' }: CodeSubject): string {
  const key = purpose === 'reset' ? `password-reset:${secret}` : `address-proof:${secret}`;
  const subject = purpose === 'reset' ? userId : `${userId}\n${email}`;
  return createHmac('sha256', key).update(`${subject}:${code}`).digest('hex');
}

export function resetCodeMatches(options: CodeSubject & { codeHash: string }): boolean {
  const expected = Buffer.from(options.codeHash, 'hex');
  const actual = Buffer.from(hashResetCode(options), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
