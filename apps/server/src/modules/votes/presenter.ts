import type { BattleRow } from './queries.ts';

/** §3 Voting status result, without the envelope. */
export interface VotingStatus {
  Player1: number;
  Player2: number;
  userId: string | null;
}

export function presentVotingStatus(battle: BattleRow, counts: { receiverId: string; votes: number }[], choice: string | null): VotingStatus {
  const votesFor = (playerId: string | null) => Number(counts.find((row) => row.receiverId === playerId)?.votes ?? 0);
  return { Player1: votesFor(battle.player1Id), Player2: votesFor(battle.player2Id), userId: choice };
}
