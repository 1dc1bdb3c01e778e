import type { Viewer } from '../../lib/viewer.ts';

/** The two players of a battle; either may still be unset. */
export interface BattlePlayers {
  player1Id: string | null;
  player2Id: string | null;
}

const isPlayerOf = (battle: BattlePlayers, userId: string): boolean => battle.player1Id === userId || battle.player2Id === userId;

/** The rules of a vote (docs/decisions.md#17). Whether voting is on is the battle's controls' concern. */
export const votePolicy = {
  /** A signed-in user who is not one of the battle's players. */
  canVote: (viewer: Pick<Viewer, 'id'> | null, battle: BattlePlayers): boolean => viewer !== null && !isPlayerOf(battle, viewer.id),
  /** A vote goes to one of the battle's two players, nobody else. */
  canReceiveVote: (battle: BattlePlayers, receiverId: string): boolean => isPlayerOf(battle, receiverId),
};
