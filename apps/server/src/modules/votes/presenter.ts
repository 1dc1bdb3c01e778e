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

/** The big screen's way in, without the envelope: the code and the key null where they are not shown (policy.ts). */
export const presentRoomCode = (room: {
  votingUrl: string;
  shortUrl: string;
  code: string | null;
  key: string | null;
  changesAt: Date;
}) => ({
  voting_url: room.votingUrl,
  short_url: room.shortUrl,
  code: room.code,
  key: room.key,
  changes_at: room.changesAt.toISOString(),
});
