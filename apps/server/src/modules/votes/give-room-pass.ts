import { ROOM_CODE } from '@artclash/contract/values';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CookieToSet } from '../../lib/cookies.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AttemptLimiter, AttemptRule, Reservation } from '../../services/attempt-limiter.ts';
import { eventVotingOf } from './queries.ts';
import { addressHashOf, roomCodeHolds, roomKeyHolds, roomPass } from './room-code.ts';
import { ROOM_CODE_TRIES } from './vote-rules.ts';

export interface GiveRoomPassOptions {
  db: Executor;
  limiter: AttemptLimiter;
  secret: string;
  now: Date;
  eventId: string;
  /** The room code typed from the big screen, or the room key of the QR code's address. */
  code: string;
  userId: string;
  /** The browser's voter id (docs/decisions.md#307): the pass is good in this browser only. */
  deviceId: string;
  /** The client's address as its limits count it (IPv6 by /64). */
  address: string;
}

const typedCode = new RegExp(`^\\d{${ROOM_CODE.digits}}$`);

/**
 * The room pass (docs/decisions.md#333): a code of the big screen, typed, or its key, scanned, gives this
 * account in this browser its pass for the event. Every try counts against the account; a wrong one also
 * against the address and, for typed codes, the event (ROOM_CODE_TRIES). Answers the pass's cookie, to set.
 */
export async function giveRoomPass(options: GiveRoomPassOptions): Promise<CookieToSet> {
  const { db, limiter, secret, now, eventId, code, userId, deviceId, address } = options;
  const typed = typedCode.test(code);
  const held: Reservation[] = [];
  const take = async (
    subject: string,
    rule: AttemptRule,
    messageKey: 'server.tooManyRoomCodes' | 'server.tooManyRoomCodesForEvent',
  ) => {
    const outcome = await limiter.reserve(`room-code:${subject}`, rule);
    if (!outcome.reserved) {
      await Promise.all(held.splice(0).map((reservation) => limiter.refund(reservation)));
      throw new AppError('tooManyAttempts', messageKey);
    }
    return outcome.reservation;
  };
  // The account's try counts whatever its answer; the address's and the event's are given back when it was right.
  await take(`account:${userId}`, ROOM_CODE_TRIES.account, 'server.tooManyRoomCodes');
  held.push(
    await take(`address:${addressHashOf(secret, address)}`, ROOM_CODE_TRIES.address, 'server.tooManyRoomCodes'),
  );
  if (typed) held.push(await take(`event:${eventId}`, ROOM_CODE_TRIES.event, 'server.tooManyRoomCodesForEvent'));

  const event = isUuid(eventId) ? await eventVotingOf({ db, eventId }) : undefined;
  if (!event) throw new AppError('notFound', 'server.eventNotFound');
  const holds = typed
    ? roomCodeHolds({ secret, eventId, code, now })
    : roomKeyHolds({ secret, eventId, key: code, now });
  if (!holds) throw new AppError('invalidInput', 'server.roomCodeWrong', { errors: { code: 'server.roomCodeWrong' } });
  await Promise.all(held.map((reservation) => limiter.refund(reservation)));
  return roomPass({ now, endsAt: event.endsAt, eventId, userId, deviceId });
}
