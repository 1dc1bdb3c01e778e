import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@artclash/contract/values';
import { cookieOf, httpOnlyCookie } from '../../lib/cookies.ts';
import { SESSION_RULES } from './session-token.ts';

/**
 * What proves that a step after a sign-in comes from the browser that signed in (docs/decisions.md#262):
 * httpOnly cookies sent to the one call that needs them, never a value in an address.
 *
 * - The sign-in binding: a social sign-in's one-time code is good only together with the random
 *   value the callback set in this cookie, so a code carried to another browser is refused.
 * - The onboarding proof: register-now finishes only the account this cookie names, issued by the
 *   sign-up, the login or the provider sign-in that left the account unfinished, after the account's
 *   address was last claimed (docs/decisions.md#260).
 */
const BINDING = 'artclash_sign_in';
const ONBOARDING = 'artclash_onboarding';
const ONBOARDING_MAX_AGE_SECONDS = 24 * 60 * 60;

/** A new random sign-in binding and its Set-Cookie value, alive as long as the code it binds. */
export function newSignInBinding(secure: boolean): { binding: string; cookie: string } {
  const binding = randomBytes(32).toString('base64url');
  const cookie = httpOnlyCookie(BINDING, binding, {
    path: endpoints.socialExchange.path,
    maxAge: Math.ceil(SESSION_RULES.exchangeTtlMs / 1000),
    secure,
  });
  return { binding, cookie };
}

/** The sign-in binding this browser holds ('' without one: no code matches it then). */
export const signInBindingOf = (cookieHeader: string | undefined): string => cookieOf(cookieHeader, BINDING) ?? '';

export const clearSignInBinding = (secure: boolean): string =>
  httpOnlyCookie(BINDING, '', { path: endpoints.socialExchange.path, maxAge: 0, secure });

const onboardingMac = (secret: string, userId: string, issuedAt: number) =>
  createHmac('sha256', `onboarding:${secret}`).update(`${userId}\n${issuedAt}`).digest();

/** The cookie that lets this browser finish the unfinished account `userId`. */
export function onboardingCookie(options: { secret: string; userId: string; now: Date; secure: boolean }): string {
  const { secret, userId, now, secure } = options;
  const issuedAt = now.getTime();
  const value = `${userId}.${issuedAt}.${onboardingMac(secret, userId, issuedAt).toString('base64url')}`;
  return httpOnlyCookie(ONBOARDING, value, {
    path: endpoints.registerNow.path,
    maxAge: ONBOARDING_MAX_AGE_SECONDS,
    secure,
  });
}

export const clearOnboardingCookie = (secure: boolean): string =>
  httpOnlyCookie(ONBOARDING, '', { path: endpoints.registerNow.path, maxAge: 0, secure });

/** The account this browser may finish and when the proof was issued, or null when it has none that holds. */
export function readOnboardingProof(options: {
  secret: string;
  cookieHeader: string | undefined;
  now: Date;
}): { userId: string; issuedAt: Date } | null {
  const { secret, cookieHeader, now } = options;
  const [userId, issued, mac] = cookieOf(cookieHeader, ONBOARDING)?.split('.') ?? [];
  const issuedAt = Number(issued);
  if (!userId || !mac || !Number.isSafeInteger(issuedAt)) return null;
  if (now.getTime() - issuedAt > ONBOARDING_MAX_AGE_SECONDS * 1000) return null;
  const expected = onboardingMac(secret, userId, issuedAt);
  const actual = Buffer.from(mac, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, issuedAt: new Date(issuedAt) };
}
