import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentVotingStatus, type VotingStatus } from './presenter.ts';
import { battleCounts, votedFor } from './queries.ts';

/**
 * §3 Voting status result: the battle's counts per player, and the player this voter chose. Right
 * after a vote the choice is known (`choice`), which saves a round trip on the busiest call.
 */
export async function readVotingStatus({ db, battleId, voterId, choice }: { db: Executor; battleId: string; voterId: string; choice?: string }): Promise<VotingStatus> {
  const [counts, chosen] = await Promise.all([battleCounts({ db, battleId }), choice ?? votedFor({ db, battleId, voterId })]);
  if (!counts) throw new AppError('notFound', 'server.battleNotFound');
  return presentVotingStatus(counts, chosen);
}
