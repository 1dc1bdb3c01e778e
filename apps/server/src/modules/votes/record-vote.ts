import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { createBatcher } from '../../lib/batching.ts';
import { isUuid } from '../../lib/ids.ts';
import { votePolicy } from './policy.ts';
import { requireBattleOfEvent } from '../battles/index.ts';
import { insertVotes, type NewVote } from './queries.ts';

/** Writes a vote, with the votes that arrive meanwhile, and answers whether every rule allowed it. */
export type VoteWriter = (vote: NewVote) => Promise<boolean>;

/**
 * Votes written together (docs/decisions.md#186): the votes that arrive while a statement is on its way
 * go in the next one, so a venue voting at once costs a statement per batch rather than per vote. A
 * voter's repeat within one batch goes in a later statement, in the order the votes came.
 */
export function createVoteWriter(db: Executor): VoteWriter {
  return createBatcher(async (list: NewVote[]) => {
    const stored: boolean[] = [];
    let pending = list.map((vote, index) => ({ vote, index }));
    while (pending.length > 0) {
      const voters = new Set<string>();
      const now: typeof pending = [];
      const later: typeof pending = [];
      for (const entry of pending) {
        const voter = `${entry.vote.battleId} ${entry.vote.voterId}`;
        (voters.has(voter) ? later : now).push(entry);
        voters.add(voter);
      }
      const answers = await insertVotes({ db, list: now.map((entry) => entry.vote) });
      now.forEach((entry, position) => (stored[entry.index] = answers[position]!));
      pending = later;
    }
    return stored;
  });
}

export interface RecordVoteOptions {
  db: Executor;
  write: VoteWriter;
  eventId: string;
  battleId: string;
  /** The signed-in user: never the body's vote_send_userId (docs/decisions.md#17). */
  voterId: string;
  receiverId: string;
}

/**
 * VotingTo: one vote per user per battle while voting is 'on', for one of the battle's two players,
 * never by one of them (docs/decisions.md#17); a second vote moves the first. The vote goes in one
 * statement whose condition is every rule (the busiest call makes one round trip, shared with the
 * votes beside it); only a refused vote reads the battle, to say which rule refused it.
 */
export async function recordVote({
  db,
  write,
  eventId,
  battleId,
  voterId,
  receiverId,
}: RecordVoteOptions): Promise<void> {
  const wellFormed = isUuid(eventId) && isUuid(battleId) && isUuid(receiverId);
  if (wellFormed && (await write({ eventId, battleId, voterId, receiverId }))) return;
  const battle = await requireBattleOfEvent({ db, eventId, battleId });
  if (!votePolicy.canVote({ id: voterId }, battle)) throw new AppError('forbidden', 'server.playersCannotVote');
  if (!votePolicy.canReceiveVote(battle, receiverId)) throw new AppError('invalidInput', 'server.voteForPlayersOnly');
  // Voting is off, or was switched off between the vote and this check.
  throw new AppError('conflict', 'server.votingStopped');
}
