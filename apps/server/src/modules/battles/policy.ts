import { isOrganiser, type Viewer } from '../../lib/viewer.ts';

/** Who may do what with battles. */
export const battlePolicy = {
  /** The battle list feeds the public live screens, signed in or not (§4, docs/decisions.md#22). */
  canRead: (_viewer: Viewer | null): boolean => true,
  /** Running a battle (timer, roulette, voting, winner) is the organisers' (docs/decisions.md#21). */
  canControl: (viewer: Viewer | null): boolean => isOrganiser(viewer),
  /** A battle is fought by two different players. */
  arePlayersDistinct: (player1Id: string, player2Id: string): boolean => player1Id !== player2Id,
  /** The declared winner is one of the battle's two players, or nobody (null clears it). */
  canWin: (battle: { player1Id: string | null; player2Id: string | null }, winnerId: string | null): boolean =>
    winnerId === null || winnerId === battle.player1Id || winnerId === battle.player2Id,
};
