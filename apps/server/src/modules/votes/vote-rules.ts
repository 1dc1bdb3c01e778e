import { type TVoteProof, type TVotingRule, VOTE_PROOFS } from '@artclash/contract/values';
import type { MessageKey } from '@artclash/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { battles, events, rehearsalAccounts, userIdentities, users } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../errors/app-error.ts';

/**
 * A rule of a vote: a SQL condition on the vote `v` (voter_id, receiver_id, in_room), its battle and
 * its event, and the refusal when it is false. A refusal the fan can do something about names what is
 * missing in `errors` (the proofs of the event's voting rule), so the voting screen asks for it instead
 * of only telling the message (docs/decisions.md#305, #333).
 */
export interface VoteRule {
  holds: SQL;
  refusal: { code: ErrorCode; messageKey: MessageKey; fields?: readonly TVoteProof[] };
}

/** Each proof of the contract's voting rules, as a condition on the vote `v` (docs/decisions.md#333). */
const PROOF_HOLDS: Record<TVoteProof, SQL> = {
  // The browser holds this account's room pass of the event, from the big screen's QR code or code.
  room_code: sql`v.in_room`,
  // The address was proven by a code sent to it or vouched for by a provider, or the account signs in with
  // Google or LINE (an account there has a cost of its own). Each is a lookup by the voter's id: as `exists`, the
  // planner may read the whole table once per statement instead (docs/decisions.md#429).
  email: sql`((select ${users.emailProvenAt} from ${users} where ${users.id} = v.voter_id) is not null
      or (select true from ${userIdentities} where ${userIdentities.userId} = v.voter_id limit 1) is not null)`,
};

/** What a fan refused under each voting rule is told; null for a rule that asks for no proof. */
const PROOF_REFUSALS: Record<TVotingRule, MessageKey | null> = {
  room_or_proven: 'server.voteNeedsRoomCodeOrEmail',
  room: 'server.voteNeedsRoomCode',
  anyone: null,
};

/** One VoteRule per voting rule that asks for a proof: its event's votes carry one of its proofs. */
const proofRules: VoteRule[] = (Object.entries(VOTE_PROOFS) as [TVotingRule, readonly TVoteProof[]][]).flatMap(
  ([rule, proofs]) => {
    const messageKey = PROOF_REFUSALS[rule];
    if (!messageKey || proofs.length === 0) return [];
    return [
      {
        holds: sql`${events.votingRule} <> ${rule} or ${sql.join(
          proofs.map((proof) => PROOF_HOLDS[proof]),
          sql` or `,
        )}`,
        refusal: { code: 'forbidden', messageKey, fields: proofs },
      },
    ];
  },
);

/** The refusal of a vote while voting is not 'on'. */
export const VOTING_STOPPED = { code: 'conflict', messageKey: 'server.votingStopped' } as const;

/**
 * The rules of a vote (docs/product.md#rule-17), stated once: insertVotes writes a vote only where all of
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
  ...proofRules,
];

/** A fan may tap back and forth, not flood: at most this many votes per user in the window (docs/product.md#rule-27). */
export const VOTES_PER_USER = { limit: 10, windowMs: 10_000 };

/**
 * Tries at the room code (docs/decisions.md#333), kept in the database for every process: every try of an
 * account counts, and a wrong code also counts against its address (IPv6 by /64) and against the event, so
 * neither new accounts nor new addresses buy more guesses. A venue's typos stay far below; the QR code's key,
 * which nobody types, is never held back by the event's count.
 */
export const ROOM_CODE_TRIES = {
  account: { limit: 10, windowMs: 10 * 60_000 },
  address: { limit: 20, windowMs: 10 * 60_000 },
  event: { limit: 100, windowMs: 10 * 60_000 },
} as const;
