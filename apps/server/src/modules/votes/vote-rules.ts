import type { MessageKey } from '@artclash/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { battles, events, rehearsalAccounts, userIdentities, users } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../errors/app-error.ts';

/**
 * A rule of a vote: a SQL condition on the vote `v` (voter_id, receiver_id, in_room), its battle and
 * its event, and the refusal when it is false. A refusal the fan can do something about names what is
 * missing in `errors` (`email`: a proven address, `room_code`: the room's code), so the voting screen
 * asks for it instead of only telling the message (docs/decisions.md#305).
 */
export interface VoteRule {
  holds: SQL;
  refusal: { code: ErrorCode; messageKey: MessageKey; field?: 'email' | 'room_code' };
}

/** The refusal of a vote while voting is not 'on'. */
export const VOTING_STOPPED = { code: 'conflict', messageKey: 'server.votingStopped' } as const;

/**
 * The rules of a vote (docs/decisions.md#17), stated once: insertVotes writes a vote only where all of
 * them hold, and a refused vote is told the first that does not, in this order. The vote's battle must
 * be the event's (the join of both statements; 404 otherwise).
 */
export const VOTE_RULES: readonly VoteRule[] = [
  {
    // A signed-in user who is not one of the battle's players.
    holds: sql`${battles.player1Id} is distinct from v.voter_id and ${battles.player2Id} is distinct from v.voter_id`,
    refusal: { code: 'forbidden', messageKey: 'server.playersCannotVote' },
  },
  {
    // A vote goes to one of the battle's two players, nobody else.
    holds: sql`v.receiver_id in (${battles.player1Id}, ${battles.player2Id})`,
    refusal: { code: 'invalidInput', messageKey: 'server.voteForPlayersOnly' },
  },
  {
    // Votes are taken only while the organisers have voting 'on' (§4 Voting).
    holds: sql`${battles.votingStatus} = 'on'`,
    refusal: VOTING_STOPPED,
  },
  {
    // A rehearsal's throwaway account votes in its own rehearsal only (docs/decisions.md#250).
    holds: sql`not exists (select 1 from ${rehearsalAccounts} where ${rehearsalAccounts.userId} = v.voter_id
      and ${rehearsalAccounts.eventId} <> ${events.id})`,
    refusal: { code: 'forbidden', messageKey: 'server.rehearsalVotesOnlyThere' },
  },
  {
    // 'proven' (docs/decisions.md#305): an account whose address was proven by a code sent to it or
    // vouched for by a provider, or that signs in with Google or LINE (an account there has a cost).
    holds: sql`${events.votingRule} <> 'proven'
      or exists (select 1 from ${users} where ${users.id} = v.voter_id and ${users.emailProvenAt} is not null)
      or exists (select 1 from ${userIdentities} where ${userIdentities.userId} = v.voter_id)`,
    refusal: { code: 'forbidden', messageKey: 'server.voteNeedsProvenAddress', field: 'email' },
  },
  {
    // 'room' (docs/decisions.md#306): the device holds the event's room pass, from the big screen's code.
    holds: sql`${events.votingRule} <> 'room' or v.in_room`,
    refusal: { code: 'forbidden', messageKey: 'server.voteNeedsRoomCode', field: 'room_code' },
  },
];

/** A fan may tap back and forth, not flood: at most this many votes per user in the window (docs/decisions.md#27). */
export const VOTES_PER_USER = { limit: 10, windowMs: 10_000 };

/** Tries at the room code per user (docs/decisions.md#306): a fan mistypes, a guesser gets nowhere. */
export const ROOM_CODE_TRIES = { limit: 10, windowMs: 10 * 60_000 };
