import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints, ROOM_CODE, ROOM_KEY } from '@artclash/contract/values';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CookieToSet, type ServerCookie, setCookie, signedCookieOf } from '../../lib/cookies.ts';

/**
 * Proof of presence for an event whose voting rule asks for the room (docs/decisions.md#306, #333), and
 * where a vote came from (docs/decisions.md#307). Every code and key is an HMAC with the server's secret, one
 * purpose per key, so nothing here can be made without the secret or moved to another event; the cookies are
 * signed with the cookie key by the cookie library (docs/decisions.md#366).
 *
 * - The room code: six digits of an HMAC over the event and the minute, shown by the big screen under
 *   the short address; the current and the previous minute's codes are good.
 * - The room key: 22 characters of an HMAC over the event and the minute, in the big screen's QR code;
 *   good for ROOM_KEY.periods minutes, so a fan who scans and then signs up needs to type nothing.
 * - The screen key: what lets a signed-out projector read the code and the key (`?screen=` in the big
 *   screen's address, given by the console); a script elsewhere without it reads neither.
 * - The room pass: the httpOnly cookie a browser gets for a good code or key, naming the event, the account
 *   and the browser's voter id, good until a while after the event ends, sent to VotingTo only. Set on
 *   another account, browser or event it is worth nothing.
 * - The voter cookie: a random id per browser, so the console can tell several accounts voting from
 *   one device; and an HMAC of the address, never the address itself.
 */
const PERIOD_MS = ROOM_CODE.periodSeconds * 1000;
/** A pass outlives its event's end by this much (a late result, a battle that ran over), and lives at least this long. */
const PASS_AFTER_END_MS = 6 * 60 * 60_000;
/** An event without an end, or one days away, gets a pass for at most a week. */
const PASS_LONGEST_MS = 7 * 24 * 60 * 60_000;
/** The voter id: a year, sent to every call under /backend/api/ (the voting calls read it). */
const VOTER: ServerCookie = { name: 'artclash_voter', path: '/backend/api/', maxAge: 365 * 24 * 60 * 60 };

const mac = (purpose: string, secret: string, subject: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(subject).digest();

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

const periodOf = (now: Date) => Math.floor(now.getTime() / PERIOD_MS);

const codeOfMinute = (secret: string, eventId: string, minute: number) =>
  String(mac('room-code', secret, `${eventId}\n${minute}`).readUInt32BE(0) % 10 ** ROOM_CODE.digits).padStart(
    ROOM_CODE.digits,
    '0',
  );

/** The event's room code now, and when the next one takes over. */
export function roomCodeAt({ secret, eventId, now }: { secret: string; eventId: string; now: Date }) {
  const minute = periodOf(now);
  return { code: codeOfMinute(secret, eventId, minute), changesAt: new Date((minute + 1) * PERIOD_MS) };
}

/** Whether `code` is the event's room code of this minute or the one before. */
export function roomCodeHolds(options: { secret: string; eventId: string; code: string; now: Date }): boolean {
  const { secret, eventId, code, now } = options;
  const minute = periodOf(now);
  return [minute, minute - 1].some((at) => sameText(codeOfMinute(secret, eventId, at), code));
}

const keyOfMinute = (secret: string, eventId: string, minute: number) =>
  mac('room-key', secret, `${eventId}\n${minute}`).toString('base64url').slice(0, ROOM_KEY.length);

/** The event's room key now, which the big screen's QR code carries. */
export const roomKeyAt = ({ secret, eventId, now }: { secret: string; eventId: string; now: Date }) =>
  keyOfMinute(secret, eventId, periodOf(now));

/** Whether `key` is one of the event's room keys of the last ROOM_KEY.periods minutes. */
export function roomKeyHolds(options: { secret: string; eventId: string; key: string; now: Date }): boolean {
  const { secret, eventId, key, now } = options;
  const minute = periodOf(now);
  return Array.from({ length: ROOM_KEY.periods }, (_, back) => minute - back).some((at) =>
    sameText(keyOfMinute(secret, eventId, at), key),
  );
}

/** The key in the projector's address that lets it read the event's room code. */
export const screenKeyOf = (secret: string, eventId: string) =>
  mac('room-screen', secret, eventId).toString('base64url').slice(0, 22);

export const screenKeyHolds = (secret: string, eventId: string, key: string) =>
  sameText(screenKeyOf(secret, eventId), key);

const passName = (eventId: string) => `artclash_room_${eventId.replaceAll('-', '')}`;

/** Whose pass it is: the event, the signed-in account and the browser's voter id. */
interface PassHolder {
  eventId: string;
  userId: string;
  deviceId: string;
}

/** Until when a pass given now lasts: a while after the event's end, within a week. */
function passExpiry(now: Date, endsAt: Date | null): number {
  const latest = now.getTime() + PASS_LONGEST_MS;
  const wanted = Math.max((endsAt?.getTime() ?? latest) + PASS_AFTER_END_MS, now.getTime() + PASS_AFTER_END_MS);
  return Math.floor(Math.min(wanted, latest) / 1000);
}

/**
 * The holder's room pass, sent to VotingTo only: the event, the account, the voter id and the expiry, signed with
 * the cookie key (docs/decisions.md#366), so it holds for no other event, account or browser, nor after its expiry.
 */
export function roomPass(options: PassHolder & { now: Date; endsAt: Date | null }): CookieToSet {
  const { now, endsAt, eventId, userId, deviceId } = options;
  const expires = passExpiry(now, endsAt);
  return {
    cookie: { name: passName(eventId), path: endpoints.VotingTo.path, maxAge: PASS_LONGEST_MS / 1000 },
    value: [eventId, userId, deviceId, expires].join('.'),
    maxAge: Math.max(0, expires - Math.floor(now.getTime() / 1000)),
  };
}

/** Whether the request holds a room pass of this event, this account and this browser that has not expired. */
export function holdsRoomPass(options: {
  request: FastifyRequest;
  eventId: string;
  userId: string;
  /** The voter id the request sent; without one, no pass holds. */
  deviceId: string | null;
  now: Date;
}): boolean {
  const { request, eventId, userId, deviceId, now } = options;
  if (!deviceId) return false;
  const parts = signedCookieOf(request, passName(eventId))?.value.split('.') ?? [];
  const [forEvent, forUser, forDevice, expires = ''] = parts;
  if (parts.length !== 4 || forEvent !== eventId || forUser !== userId || forDevice !== deviceId) return false;
  return /^\d{1,12}$/.test(expires) && Number(expires) * 1000 > now.getTime();
}

const VOTER_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The browser's voter id, or null when it has none (a new browser, a script that keeps no cookies, a value not
 * signed with the cookie keys); `renew` when an older key signed it.
 */
function voterIdOf(request: FastifyRequest): { deviceId: string; renew: boolean } | null {
  const sent = signedCookieOf(request, VOTER.name);
  return sent && VOTER_ID.test(sent.value) ? { deviceId: sent.value, renew: sent.renew } : null;
}

/** The voter cookie of this id, sent to the voting calls. */
const voterCookie = (deviceId: string): CookieToSet => ({ cookie: VOTER, value: deviceId });

/**
 * The browser's voter id (docs/decisions.md#307). A browser without one gets it now, for its next calls, and
 * the id it will send (`given`); `deviceId` is what this request itself sent. One signed with an older cookie
 * key is signed again with the newest (docs/decisions.md#366).
 */
export function voterOf(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const sent = voterIdOf(request);
  if (sent?.renew) setCookie(reply, voterCookie(sent.deviceId), secure);
  if (sent) return { deviceId: sent.deviceId, given: sent.deviceId };
  const given = randomBytes(16).toString('base64url');
  setCookie(reply, voterCookie(given), secure);
  return { deviceId: null, given };
}

/** The address as the votes table keeps it: an HMAC, enough to tell two votes from one address. */
export const addressHashOf = (secret: string, address: string) =>
  mac('vote-address', secret, address).toString('base64url').slice(0, 16);
