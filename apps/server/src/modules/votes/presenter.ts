import type { BattleVotes } from './queries.ts';

/** §3 Voting status result, without the envelope. */
export interface VotingStatus extends BattleVotes {
  userId: string | null;
}

export const presentVotingStatus = (counts: BattleVotes, choice: string | null): VotingStatus => ({
  Player1: counts.Player1,
  Player2: counts.Player2,
  userId: choice,
});
