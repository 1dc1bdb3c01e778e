/** §3 Voting status result, without the envelope. */
export interface VotingStatus {
  Player1: number;
  Player2: number;
  userId: string | null;
}

export const presentVotingStatus = (
  counts: { player1: number; player2: number },
  choice: string | null,
): VotingStatus => ({
  Player1: counts.player1,
  Player2: counts.player2,
  userId: choice,
});
