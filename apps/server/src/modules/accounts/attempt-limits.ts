import { createHmac } from 'node:crypto';
import type { AttemptCeilings } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AttemptLimiter, AttemptRule, Reservation } from '../../services/attempt-limiter.ts';
import { RESET_RULES } from './reset-rules.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A rule without a ceiling of its own: only its delays hold it back. */
const UNCOUNTED = 2 ** 31 - 1;

/**
 * docs/decisions.md#74, stated once. A pair is one account tried from one client (a device that
 * signed in to it before, else an address); the ceilings per address are settings, since a whole
 * venue may share one Wi-Fi address.
 */
export function attemptRules(ceilings: AttemptCeilings) {
  return {
    /** Failed logins of one (account, client) pair: five at once, then 30 s, 1, 2, 4, 8 and at most 15 minutes apart. */
    loginPair: { limit: UNCOUNTED, windowMs: 24 * HOUR, backoff: { free: 5, baseMs: 30_000, maxMs: 15 * MINUTE } },
    /** Failed logins of one account from clients it does not know: only a distributed guess gets this far. */
    loginAccount: { limit: ceilings.loginFailuresPerAccount, windowMs: HOUR },
    loginAddress: { limit: ceilings.loginFailuresPerAddress, windowMs: 10 * MINUTE },
    signupAddress: { limit: ceilings.signupsPerAddress, windowMs: 10 * MINUTE },
    /** docs/product.md#rule-20: one code, and one mail, per address per resend interval, whoever asks. */
    resetResend: { limit: 1, windowMs: RESET_RULES.resendAfterMs },
    resetAddress: { limit: ceilings.resetRequestsPerAddress, windowMs: 10 * MINUTE },
    /** Wrong reset codes (each code also allows at most 5 tries). */
    codeAccount: { limit: 10, windowMs: 15 * MINUTE },
    codeAddress: { limit: ceilings.wrongCodesPerAddress, windowMs: 10 * MINUTE },
    /** docs/decisions.md#260: address codes, one per account per resend interval and 10 an hour (each is a mail). */
    proofResend: { limit: 1, windowMs: RESET_RULES.resendAfterMs },
    proofAccount: { limit: 10, windowMs: HOUR },
    /** Wrong address codes of one account. */
    proofCodeAccount: { limit: 10, windowMs: 15 * MINUTE },
  } satisfies Record<string, AttemptRule>;
}

type AttemptRules = ReturnType<typeof attemptRules>;
export type AttemptRuleName = keyof AttemptRules;

/** The limiter, its rules, and the secret that keys its rows (addresses and e-mails are never stored as such). */
export interface AttemptLimits {
  limiter: AttemptLimiter;
  rules: AttemptRules;
  secret: string;
}

/** The counter key of `subject` (an e-mail, an address, a pair) under a rule: an HMAC, so the table holds no e-mail or address. */
export const attemptKey = (limits: Pick<AttemptLimits, 'secret'>, rule: AttemptRuleName, subject: string): string =>
  `${rule}:${createHmac('sha256', `attempts:${limits.secret}`).update(subject).digest('base64url')}`;

/** 429 'Too many attempts', in seconds under two minutes and in minutes above. */
function tooManyAttempts(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 120
    ? new AppError('tooManyAttempts', 'auth.messages.tooManyAttemptsSeconds', { variables: { seconds } })
    : new AppError('tooManyAttempts', 'auth.messages.tooManyAttempts', {
        variables: { minutes: Math.ceil(seconds / 60) },
      });
}

/** The slots an attempt holds: refunded when it turned out not to count, cleared when it ends a pair's failures. */
export interface HeldAttempts {
  refund(): Promise<void>;
  clear(rule: AttemptRuleName, subject: string): Promise<void>;
}

/** One limit an attempt must pass: the rule, what it counts (an e-mail, an address, a pair), and how a refusal reads. */
export type AttemptCheck = readonly [rule: AttemptRuleName, subject: string, refusal?: (waitMs: number) => AppError];

/**
 * Reserves one slot under every check, in order, before the work they guard, or none: when one
 * refuses, the slots already taken are given back and its refusal is the answer.
 */
export async function reserveAttempts(limits: AttemptLimits, checks: readonly AttemptCheck[]): Promise<HeldAttempts> {
  const held: Reservation[] = [];
  const refund = async () => {
    await Promise.all(held.splice(0).map((reservation) => limits.limiter.refund(reservation)));
  };
  for (const [rule, subject, refusal = tooManyAttempts] of checks) {
    const outcome = await limits.limiter.reserve(attemptKey(limits, rule, subject), limits.rules[rule]);
    if (!outcome.reserved) {
      await refund();
      throw refusal(outcome.waitMs);
    }
    held.push(outcome.reservation);
  }
  return {
    refund,
    clear: (rule, subject) => limits.limiter.clear(attemptKey(limits, rule, subject)),
  };
}
