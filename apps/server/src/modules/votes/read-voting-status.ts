import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentVotingStatus, type VotingStatus } from './presenter.ts';
import { type battleCounts, votedFor } from './queries.ts';

/** A battle's counts, read after the call (lib/batching.ts createFreshReader shares one read among many callers). */
export type CountsReader = (battleId: string) => ReturnType<typeof battleCounts>;

/**
 * §3 Voting status result: the battle's counts per player, and the player this voter chose. Right
 * after a vote the choice is known (`choice`), which saves a round trip on the busiest call.
 */
export async function readVotingStatus({
  db,
  readCounts,
  battleId,
  voterId,
  choice,
}: {
  db: Executor;
  readCounts: CountsReader;
  battleId: string;
  voterId: string;
  choice?: string;
}): Promise<VotingStatus> {
  const [counts, chosen] = await Promise.all([readCounts(battleId), choice ?? votedFor({ db, battleId, voterId })]);
  if (!counts) throw new AppError('notFound', 'server.battleNotFound');
  return presentVotingStatus(counts, chosen);
}
