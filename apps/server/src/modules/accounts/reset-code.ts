import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_RULES } from './reset-rules.ts';

/** A uniformly random code of 6 digits, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 10 ** RESET_RULES.codeDigits)).padStart(RESET_RULES.codeDigits, '0');
}

/**
 * HMAC-SHA256 keyed with the server secret and bound to the user: a leaked table alone cannot be
 * brute-forced over the million codes (a slow hash would not stop that without the secret either).
 */
export function hashResetCode({ secret, userId, code }: { secret: string; userId: string; code: string }): string {
  return createHmac('sha256', `password-reset:${secret}`).update(`${userId}:${code}`).digest('hex');
}

export function resetCodeMatches(options: { secret: string; userId: string; code: string; codeHash: string }): boolean {
  const expected = Buffer.from(options.codeHash, 'hex');
  const actual = Buffer.from(hashResetCode(options), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
