import { createHash, randomBytes } from 'node:crypto';
import { endpoints } from '@artclash/contract/values';
import type { FastifyRequest } from 'fastify';
import { type CookieToSet, type ServerCookie, signedCookieOf } from '../../lib/cookies.ts';

/**
 * OWASP's device cookie (docs/decisions.md#74): a browser that signed in to an account gets a
 * cookie naming it as that account's device. Its logins are throttled as their own pair and skip
 * the account's and the address's ceilings, so failures from elsewhere never lock the owner out.
 * The cookie holds the device id and a digest of the e-mail, signed with the cookie key by the cookie library
 * (docs/decisions.md#366), so it cannot be forged or moved to another account, and it is sent to the login call only.
 */
const DEVICE: ServerCookie = {
  name: 'artclash_device',
  path: endpoints.login.path,
  maxAge: 365 * 24 * 60 * 60,
  sameSite: 'strict',
};
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** What binds the cookie to the account: a digest of its normalised e-mail, so the cookie never holds the address. */
const accountTag = (email: string) =>
  createHash('sha256').update(`artclash:device:${email}`).digest('base64url').slice(0, 22);

/** The value of the browser's device cookie when the cookie key signed it, else null. */
export const deviceCookieOf = (request: FastifyRequest): string | null =>
  signedCookieOf(request, DEVICE.name)?.value ?? null;

/** The device id of a device cookie (its value, signature checked) issued to this account (its normalised e-mail), or null. */
export function trustedDevice({ sent, email }: { sent: string | null; email: string }): string | null {
  const parts = sent?.split('.') ?? [];
  const [deviceId = '', tag] = parts;
  return parts.length === 2 && DEVICE_ID.test(deviceId) && tag === accountTag(email) ? deviceId : null;
}

/** The cookie that names this browser as the account's device (the same device id when it had one). */
export function deviceCookie({ email, deviceId }: { email: string; deviceId: string | null }): CookieToSet {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  return { cookie: DEVICE, value: `${id}.${accountTag(email)}` };
}
