import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@artclash/contract/values';
import { cookieOf, httpOnlyCookie } from '../../lib/cookies.ts';

/**
 * OWASP's device cookie (docs/decisions.md#74): a browser that signed in to an account gets a
 * cookie naming it as that account's device. Its logins are throttled as their own pair and skip
 * the account's and the address's ceilings, so failures from elsewhere never lock the owner out.
 * The cookie is bound to the e-mail by an HMAC, so it cannot be forged or moved to another account,
 * and it is sent to the login call only.
 */
const NAME = 'artclash_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const macOf = (secret: string, email: string, deviceId: string) =>
  createHmac('sha256', `device:${secret}`).update(`${email}\n${deviceId}`).digest();

/** The device id of a cookie issued to this account (its normalised e-mail), or null. */
export function trustedDevice({
  secret,
  email,
  cookieHeader,
}: {
  secret: string;
  email: string;
  cookieHeader: string | undefined;
}): string | null {
  const value = cookieOf(cookieHeader, NAME);
  const [deviceId, mac] = value?.split('.') ?? [];
  if (!deviceId || !mac || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
  const expected = macOf(secret, email, deviceId);
  const actual = Buffer.from(mac, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
}

/** The Set-Cookie value that names this browser as the account's device (the same device id when it had one). */
export function deviceCookie({
  secret,
  email,
  deviceId,
  secure,
}: {
  secret: string;
  email: string;
  deviceId: string | null;
  secure: boolean;
}): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const value = `${id}.${macOf(secret, email, id).toString('base64url')}`;
  return httpOnlyCookie(NAME, value, {
    path: endpoints.login.path,
    maxAge: MAX_AGE_SECONDS,
    secure,
    sameSite: 'Strict',
  });
}
