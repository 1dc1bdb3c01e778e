import { randomBytes } from 'node:crypto';
import { endpoints } from '@artclash/contract/values';
import type { FastifyRequest } from 'fastify';
import { type CookieToSet, type ServerCookie, signedCookieOf } from '../../lib/cookies.ts';
import { SESSION_RULES } from './session-token.ts';

/**
 * What proves that a step after a sign-in comes from the browser that signed in (docs/decisions.md#262):
 * httpOnly cookies sent to the one call that needs them, never a value in an address, signed with the cookie key
 * by the cookie library (docs/decisions.md#366).
 *
 * - The sign-in binding: a social sign-in's one-time code is good only together with the random
 *   value the callback set in this cookie, so a code carried to another browser is refused.
 * - The onboarding proof: register-now finishes only the account this cookie names, issued by the
 *   sign-up, the login or the provider sign-in that left the account unfinished, after the account's
 *   address was last claimed (docs/decisions.md#260).
 */
export const SIGN_IN_BINDING: ServerCookie = {
  name: 'artclash_sign_in',
  path: endpoints.socialExchange.path,
  // Alive as long as the code it binds.
  maxAge: Math.ceil(SESSION_RULES.exchangeTtlMs / 1000),
};
export const ONBOARDING: ServerCookie = {
  name: 'artclash_onboarding',
  path: endpoints.registerNow.path,
  maxAge: 24 * 60 * 60,
};
const BINDING_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new random sign-in binding and its cookie. */
export function newSignInBinding(): { binding: string; cookie: CookieToSet } {
  const binding = randomBytes(32).toString('base64url');
  return { binding, cookie: { cookie: SIGN_IN_BINDING, value: binding } };
}

/** The sign-in binding this browser holds ('' without one that the cookie key signed: no code matches it then). */
export function signInBindingOf(request: FastifyRequest): string {
  const value = signedCookieOf(request, SIGN_IN_BINDING.name)?.value ?? '';
  return BINDING_SHAPE.test(value) ? value : '';
}

/** The cookie that lets this browser finish the unfinished account `userId`: the account and when it was issued. */
export const onboardingCookie = ({ userId, now }: { userId: string; now: Date }): CookieToSet => ({
  cookie: ONBOARDING,
  value: `${userId}.${now.getTime()}`,
});

/** The account this browser may finish and when the proof was issued, or null when it has none that holds. */
export function readOnboardingProof({
  request,
  now,
}: {
  request: FastifyRequest;
  now: Date;
}): { userId: string; issuedAt: Date } | null {
  const parts = signedCookieOf(request, ONBOARDING.name)?.value.split('.') ?? [];
  const [userId = '', issued = ''] = parts;
  const issuedAt = Number(issued);
  if (parts.length !== 2 || !userId || !/^\d{1,15}$/.test(issued)) return null;
  if (now.getTime() - issuedAt > ONBOARDING.maxAge * 1000) return null;
  return { userId, issuedAt: new Date(issuedAt) };
}
