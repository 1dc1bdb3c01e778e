import { createHmac, timingSafeEqual } from 'node:crypto';

// Addresses of images that are not for everyone (docs/decisions.md#134). An <img> sends no
// Authorization header, so the reply that shows the image to an allowed viewer carries a signed,
// expiring address; the signature covers what the address names and the state it was given for.

const HOUR_MS = 60 * 60 * 1000;

const signatureOf = (secret: string, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url').slice(0, 32);

/**
 * `{path}?exp=…&sig=…`, valid until the end of the next full hour: the same address within an hour,
 * so a browser's cache keeps working, and one to two hours of life.
 */
export function signedPath({
  secret,
  path,
  subject,
  now,
}: {
  secret: string;
  path: string;
  subject: string;
  now: Date;
}): string {
  const expires = (Math.floor(now.getTime() / HOUR_MS) + 2) * (HOUR_MS / 1000);
  return `${path}?exp=${expires}&sig=${signatureOf(secret, subject, expires)}`;
}

/** Whether `sig` signs `subject` until `exp` (seconds), and that time has not passed. */
export function isSignedFor({
  secret,
  subject,
  exp,
  sig,
  now,
}: {
  secret: string;
  subject: string;
  exp: string;
  sig: string;
  now: Date;
}): boolean {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, subject, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
