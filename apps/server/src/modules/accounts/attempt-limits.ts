import { AppError } from '../../errors/app-error.ts';
import { AttemptLimiter, type AttemptWindow } from '../../services/attempt-limiter.ts';

const MINUTE = 60_000;

/**
 * docs/decisions.md#27, stated once. Per account = the normalised e-mail. Per client = the address, which a
 * whole venue may share over one Wi-Fi, so those limits sit far above what a full hall does at once.
 */
export const ATTEMPT_WINDOWS = {
  /** Failed logins. */
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerClient: { limit: 300, windowMs: 10 * MINUTE },
  /** Sign-ups (all of them): a venue signs up hundreds in minutes. */
  registerPerClient: { limit: 1000, windowMs: 10 * MINUTE },
  /** Reset-code requests (forgot-password, also the resend). */
  resetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerClient: { limit: 200, windowMs: 10 * MINUTE },
  /** docs/decisions.md#20: a new code only 60 s after the previous one. */
  resendInterval: { limit: 1, windowMs: MINUTE },
  /** Wrong reset codes (each code also allows at most 5 wrong tries). */
  codePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  codePerClient: { limit: 300, windowMs: 10 * MINUTE },
} satisfies Record<string, AttemptWindow>;

export type AttemptLimits = { [K in keyof typeof ATTEMPT_WINDOWS]: AttemptLimiter };

export function createAttemptLimits(now?: () => number): AttemptLimits {
  const entries = Object.entries(ATTEMPT_WINDOWS).map(([name, window]) => [name, new AttemptLimiter(window, now)]);
  return Object.fromEntries(entries) as AttemptLimits;
}

/** 429 'Too many attempts…' when any of the given limiters has run out for its key. */
export function assertWithinLimits(checks: [AttemptLimiter, string][]): void {
  const waitMs = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
  if (waitMs > 0) throw new AppError('tooManyAttempts', 'auth.messages.tooManyAttempts', { variables: { minutes: Math.ceil(waitMs / MINUTE) } });
}
