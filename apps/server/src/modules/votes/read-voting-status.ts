import type { Executor } from '../../db/client.ts';
import { presentVotingStatus, type VotingStatus } from './presenter.ts';
import { type BattleRow, battleVoteCounts, votedFor } from './queries.ts';

/**
 * §3 Voting status result: the battle's counts per player, and the player this voter chose. Right
 * after a vote the choice is known (`choice`), which saves a round trip on the busiest call.
 */
export async function readVotingStatus({ db, battle, voterId, choice }: { db: Executor; battle: BattleRow; voterId: string; choice?: string }): Promise<VotingStatus> {
  const [counts, chosen] = await Promise.all([battleVoteCounts({ db, battleId: battle.id }), choice ?? votedFor({ db, battleId: battle.id, voterId })]);
  return presentVotingStatus(battle, counts, chosen);
}
