import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { votePolicy } from './policy.ts';
import { type BattleRow, battleOfEvent, upsertVote } from './queries.ts';

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
 * never by one of them (docs/decisions.md#17); a second vote moves the first. Answers the battle, for
 * the voting status that follows.
 */
export async function recordVote({ db, eventId, battleId, voterId, receiverId }: RecordVoteOptions): Promise<BattleRow> {
  const battle = isUuid(eventId) && isUuid(battleId) ? await battleOfEvent({ db, eventId, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  if (!votePolicy.canVote({ id: voterId }, battle)) throw new AppError('forbidden', 'server.playersCannotVote');
  if (!votePolicy.canReceiveVote(battle, receiverId)) throw new AppError('invalidInput', 'server.voteForPlayersOnly');
  if (!votePolicy.isOpen(battle)) throw new AppError('conflict', 'server.votingStopped');
  await upsertVote({ db, vote: { eventId: battle.eventId, battleId, voterId, receiverId } });
  return battle;
}
