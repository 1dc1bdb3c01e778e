import type { Viewer } from '../../lib/viewer.ts';

/** What the vote rules read of a battle: its two players (either may still be unset) and its voting switch. */
export interface VotableBattle {
  player1Id: string | null;
  player2Id: string | null;
  votingStatus: string;
}

const isPlayerOf = (battle: Pick<VotableBattle, 'player1Id' | 'player2Id'>, userId: string): boolean =>
  battle.player1Id === userId || battle.player2Id === userId;

/** A fan may tap back and forth, not flood: at most this many votes per user in the window. */
export const VOTES_PER_USER = { limit: 10, windowMs: 10_000 };

/** The rules of a vote (docs/decisions.md#17). */
export const votePolicy = {
  /** Votes are taken only while the organisers have voting 'on' (§4 Voting). */
  isOpen: (battle: Pick<VotableBattle, 'votingStatus'>): boolean => battle.votingStatus === 'on',
  /** A signed-in user who is not one of the battle's players. */
  canVote: (viewer: Pick<Viewer, 'id'> | null, battle: Pick<VotableBattle, 'player1Id' | 'player2Id'>): boolean =>
    viewer !== null && !isPlayerOf(battle, viewer.id),
  /** A vote goes to one of the battle's two players, nobody else. */
  canReceiveVote: (battle: Pick<VotableBattle, 'player1Id' | 'player2Id'>, receiverId: string): boolean =>
    isPlayerOf(battle, receiverId),
};
