import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { presentVotingStatus, type VotingStatus } from './presenter.ts';
import { type BattleCounts, votedFor } from './queries.ts';

/** A battle of an event's counts, read after the call (lib/batching.ts createFreshReader shares one read among many callers). */
export type CountsReader = (eventId: string, battleId: string) => Promise<BattleCounts | undefined>;

/**
 * §3 Voting status result: the battle's counts per player, and the player this voter chose; 404 for a
 * battle that is not the event's. Right after a vote the choice is known (`choice`), which saves a
 * round trip on the busiest call.
 */
export async function readVotingStatus({
  db,
  readCounts,
  eventId,
  battleId,
  voterId,
  choice,
}: {
  db: Executor;
  readCounts: CountsReader;
  eventId: string;
  battleId: string;
  voterId: string;
  choice?: string;
}): Promise<VotingStatus> {
  if (!isUuid(eventId) || !isUuid(battleId)) throw new AppError('notFound', 'server.battleNotFound');
  const [counts, chosen] = await Promise.all([
    readCounts(eventId, battleId),
    choice ?? votedFor({ db, battleId, voterId }),
  ]);
  if (!counts) throw new AppError('notFound', 'server.battleNotFound');
  return presentVotingStatus(counts, chosen);
}
