import type { MessageKey } from '@artclash/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { battles } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../errors/app-error.ts';

/** A rule of a vote: a SQL condition on the vote `v` (voter_id, receiver_id) and its battle, and the refusal when it is false. */
export interface VoteRule {
  holds: SQL;
  refusal: { code: ErrorCode; messageKey: MessageKey };
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
];

/** A fan may tap back and forth, not flood: at most this many votes per user in the window (docs/decisions.md#27). */
export const VOTES_PER_USER = { limit: 10, windowMs: 10_000 };
