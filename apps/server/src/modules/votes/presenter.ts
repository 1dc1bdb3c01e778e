import type { BattleCounts } from './queries.ts';

/** §3 Voting status result, without the envelope: the counts null while the public may not see them (docs/product.md#rule-316). */
export interface VotingStatus {
  Player1: number | null;
  Player2: number | null;
  userId: string | null;
}

export const presentVotingStatus = (counts: BattleCounts, choice: string | null): VotingStatus => ({
  Player1: counts.public ? counts.Player1 : null,
  Player2: counts.public ? counts.Player2 : null,
  userId: choice,
});
