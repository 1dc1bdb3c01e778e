import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { votePolicy } from './policy.ts';
import { battleById, upsertVote } from './queries.ts';

export interface RecordVoteOptions {
  db: Executor;
  battleId: string;
  voterId: string;
  receiverId: string;
}

/**
 * One vote per user per battle, for one of the battle's two players, never by one of them
 * (docs/decisions.md#17); a second vote moves the first. Whether voting is on is the caller's concern.
 */
export async function recordVote({ db, battleId, voterId, receiverId }: RecordVoteOptions): Promise<void> {
  const battle = isUuid(battleId) ? await battleById({ db, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  if (!votePolicy.canVote({ id: voterId }, battle)) throw new AppError('forbidden', 'server.playersCannotVote');
  if (!votePolicy.canReceiveVote(battle, receiverId)) throw new AppError('invalidInput', 'server.voteForPlayersOnly');
  await upsertVote({ db, vote: { eventId: battle.eventId, battleId, voterId, receiverId } });
}
