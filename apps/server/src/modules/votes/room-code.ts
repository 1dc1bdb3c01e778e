import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints, ROOM_CODE } from '@artclash/contract/values';
import { cookieOf, httpOnlyCookie } from '../../lib/cookies.ts';

/**
 * Proof of presence for an event whose voting rule is 'room' (docs/decisions.md#306), and where a
 * vote came from (docs/decisions.md#307). Every value is an HMAC with the server's secret, one
 * purpose per key, so nothing here can be made without the secret or moved to another event.
 *
 * - The room code: six digits of an HMAC over the event and the minute, shown by the big screen (in
 *   its QR code and under it); the current and the previous minute's codes are good.
 * - The screen key: what lets a signed-out projector read the room code (`?screen=` in the big
 *   screen's address, given by the console); a script elsewhere without it reads nothing.
 * - The room pass: the httpOnly cookie a device gets for a good room code; it votes in the event's
 *   battles for a day, sent to VotingTo only.
 * - The voter cookie: a random id per browser, so the console can tell several accounts voting from
 *   one device; and an HMAC of the address, never the address itself.
 */
const PERIOD_MS = ROOM_CODE.periodSeconds * 1000;
const PASS_MAX_AGE_SECONDS = 24 * 60 * 60;
const VOTER = 'artclash_voter';
const VOTER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const mac = (purpose: string, secret: string, subject: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(subject).digest();

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

const codeOfMinute = (secret: string, eventId: string, minute: number) =>
  String(mac('room-code', secret, `${eventId}\n${minute}`).readUInt32BE(0) % 10 ** ROOM_CODE.digits).padStart(
    ROOM_CODE.digits,
    '0',
  );

/** The event's room code now, and when the next one takes over. */
export function roomCodeAt({ secret, eventId, now }: { secret: string; eventId: string; now: Date }) {
  const minute = Math.floor(now.getTime() / PERIOD_MS);
  return { code: codeOfMinute(secret, eventId, minute), changesAt: new Date((minute + 1) * PERIOD_MS) };
}

/** Whether `code` is the event's room code of this minute or the one before. */
export function roomCodeHolds(options: { secret: string; eventId: string; code: string; now: Date }): boolean {
  const { secret, eventId, code, now } = options;
  const minute = Math.floor(now.getTime() / PERIOD_MS);
  return [minute, minute - 1].some((at) => sameText(codeOfMinute(secret, eventId, at), code));
}

/** The key in the projector's address that lets it read the event's room code. */
export const screenKeyOf = (secret: string, eventId: string) =>
  mac('room-screen', secret, eventId).toString('base64url').slice(0, 22);

export const screenKeyHolds = (secret: string, eventId: string, key: string) =>
  sameText(screenKeyOf(secret, eventId), key);

const passName = (eventId: string) => `artclash_room_${eventId.replaceAll('-', '')}`;
const passOf = (secret: string, eventId: string) => mac('room-pass', secret, eventId).toString('base64url');

/** The Set-Cookie value of the event's room pass. */
export const roomPassCookie = ({ secret, eventId, secure }: { secret: string; eventId: string; secure: boolean }) =>
  httpOnlyCookie(passName(eventId), passOf(secret, eventId), {
    path: endpoints.VotingTo.path,
    maxAge: PASS_MAX_AGE_SECONDS,
    secure,
  });

/** Whether the request's cookies hold the event's room pass. */
export function holdsRoomPass(options: { secret: string; eventId: string; cookieHeader: string | undefined }): boolean {
  const value = cookieOf(options.cookieHeader, passName(options.eventId));
  return value !== undefined && sameText(value, passOf(options.secret, options.eventId));
}

/** The browser's voter id, or null when it has none (a new browser, or a script that keeps no cookies). */
export function voterIdOf(cookieHeader: string | undefined): string | null {
  const value = cookieOf(cookieHeader, VOTER);
  return value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
}

/** A new voter id's Set-Cookie value, sent to the voting calls. */
export const newVoterCookie = (secure: boolean) =>
  httpOnlyCookie(VOTER, randomBytes(16).toString('base64url'), {
    path: '/backend/api/',
    maxAge: VOTER_MAX_AGE_SECONDS,
    secure,
  });

/** The address as the votes table keeps it: an HMAC, enough to tell two votes from one address. */
export const addressHashOf = (secret: string, address: string) =>
  mac('vote-address', secret, address).toString('base64url').slice(0, 16);
