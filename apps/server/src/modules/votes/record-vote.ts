import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { votePolicy } from './policy.ts';
import { requireBattleOfEvent } from '../battles/index.ts';
import { insertVote } from './queries.ts';

export interface RecordVoteOptions {
  db: Executor;
  eventId: string;
  battleId: string;
  /** The signed-in user: never the body's vote_send_userId (docs/decisions.md#17). */
  voterId: string;
  receiverId: string;
}

/**
 * VotingTo: one vote per user per battle while voting is 'on', for one of the battle's two players,
 * never by one of them (docs/decisions.md#17); a second vote moves the first. The vote is one
 * statement whose condition is every rule (the busiest call makes one round trip); only a refused
 * vote reads the battle, to say which rule refused it.
 */
export async function recordVote({ db, eventId, battleId, voterId, receiverId }: RecordVoteOptions): Promise<void> {
  const wellFormed = isUuid(eventId) && isUuid(battleId) && isUuid(receiverId);
  if (wellFormed && (await insertVote({ db, vote: { eventId, battleId, voterId, receiverId } }))) return;
  const battle = await requireBattleOfEvent({ db, eventId, battleId });
  if (!votePolicy.canVote({ id: voterId }, battle)) throw new AppError('forbidden', 'server.playersCannotVote');
  if (!votePolicy.canReceiveVote(battle, receiverId)) throw new AppError('invalidInput', 'server.voteForPlayersOnly');
  // Voting is off, or was switched off between the vote and this check.
  throw new AppError('conflict', 'server.votingStopped');
}
