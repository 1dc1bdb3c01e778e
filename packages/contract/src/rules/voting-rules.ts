/**
 * Who may vote in an event (docs/decisions.md#333), one registry that the server, the web and the console
 * read. A rule names the proofs that admit a vote, any one of them, in the order a refused fan is asked
 * for them:
 * - `room_code`: the phone is in the room. It scanned the big screen's QR code, whose key changes every
 *   minute, or typed the room code shown under the short address.
 * - `email`: the account's address was proven (a code sent to it, or a provider that vouched for it).
 * A rule without proofs admits anyone signed in (the spec's rule). The first rule is the default.
 */
export const VOTING_RULES = ['room_or_proven', 'room', 'anyone'] as const;
export type TVotingRule = (typeof VOTING_RULES)[number];

/** What a refused vote names as missing, in the reply's `errors` (docs/decisions.md#305). */
export type TVoteProof = 'room_code' | 'email';

export const DEFAULT_VOTING_RULE: TVotingRule = VOTING_RULES[0];

/** The proofs of each rule. */
export const VOTE_PROOFS: Readonly<Record<TVotingRule, readonly TVoteProof[]>> = {
  room_or_proven: ['room_code', 'email'],
  room: ['room_code'],
  anyone: [],
};

/** Whether the big screen shows the room code under the rule (its QR code then carries the room key). */
export const showsRoomCode = (rule: TVotingRule): boolean => VOTE_PROOFS[rule].includes('room_code');

/** The room code (docs/decisions.md#306): this many digits, a new one every minute, the last one still good. */
export const ROOM_CODE = { digits: 6, periodSeconds: 60 } as const;

/**
 * The room key in the big screen's QR code (docs/decisions.md#333): a new one with each room code; a
 * key is good for this many periods, so a fan who scans and then signs up still votes without typing.
 */
export const ROOM_KEY = { length: 22, periods: 15 } as const;
