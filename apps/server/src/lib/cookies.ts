import { createHmac } from 'node:crypto';
import type { UnsignResult } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The server's own cookies (docs/decisions.md#366): every one is written, signed, parsed and checked by
 * @fastify/cookie, registered once in app.ts with the keys below. Each is httpOnly and sent only to the calls that
 * need it (docs/decisions.md#262), Lax unless it says Strict, Secure when the public address is https. A value
 * whose signature holds under none of the keys counts as no cookie at all.
 */

/** One of the server's cookies: its name, the one path the browser sends it to and how long it lives. */
export interface ServerCookie {
  name: string;
  path: string;
  /** Seconds it lives, unless the cookie set says otherwise. */
  maxAge: number;
  /** 'lax' unless told: 'strict' for a cookie no other site's link may carry. */
  sameSite?: 'lax' | 'strict';
}

/** A cookie to set, as a use case answers it for its route to set. */
export interface CookieToSet {
  cookie: ServerCookie;
  value: string;
  /** Seconds, when this one lives otherwise than its kind (a room pass ends with its event). */
  maxAge?: number;
}

/**
 * The signing keys, newest first, of the cookie secrets (COOKIE_SECRETS, else JWT_SECRET): an HMAC of each, so
 * the key that signs cookies is never the one that signs sessions. The first signs; every one is still accepted.
 */
export const cookieKeys = (secrets: readonly string[]): Buffer[] =>
  secrets.map((secret) => createHmac('sha256', secret).update('artclash:cookie-signing').digest());

const attributes = (cookie: ServerCookie, secure: boolean) => ({
  httpOnly: true,
  secure,
  sameSite: cookie.sameSite ?? 'lax',
  path: cookie.path,
});

/** Sets the cookie on the reply, its value signed with the newest key. */
export function setCookie(
  reply: FastifyReply,
  { cookie, value, maxAge = cookie.maxAge }: CookieToSet,
  secure: boolean,
) {
  reply.setCookie(cookie.name, value, { ...attributes(cookie, secure), signed: true, maxAge });
}

/** Tells the browser to drop the cookie: empty, unsigned, expired. */
export function clearCookie(reply: FastifyReply, cookie: ServerCookie, secure: boolean) {
  reply.clearCookie(cookie.name, attributes(cookie, secure));
}

/**
 * The value of the cookie `name` the request sent, when it was signed with one of the keys; `renew` when with an
 * older one than the newest. Null without the cookie, or when its value or signature was altered.
 */
export function signedCookieOf(request: FastifyRequest, name: string): { value: string; renew: boolean } | null {
  const sent = request.cookies[name];
  if (sent === undefined) return null;
  const result: UnsignResult = request.unsignCookie(sent);
  return result.valid ? { value: result.value, renew: result.renew } : null;
}
