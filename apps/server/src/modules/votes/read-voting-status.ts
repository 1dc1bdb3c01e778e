import type { Executor } from '../../db/client.ts';
import { presentVotingStatus, type VotingStatus } from './presenter.ts';
import { type BattleRow, battleVoteCounts, votedFor } from './queries.ts';

/** §3 Voting status result: the battle's counts per player, and the player this voter chose. */
export async function readVotingStatus({ db, battle, voterId }: { db: Executor; battle: BattleRow; voterId: string }): Promise<VotingStatus> {
  const [counts, choice] = await Promise.all([battleVoteCounts({ db, battleId: battle.id }), votedFor({ db, battleId: battle.id, voterId })]);
  return presentVotingStatus(battle, counts, choice);
}
