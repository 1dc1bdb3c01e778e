/** The rules of a battle's players; running a battle is the organisers' (plugins/admin-api.ts, docs/product.md#rule-21). */
export const battlePolicy = {
  /** A battle is fought by two different players. */
  arePlayersDistinct: (player1Id: string, player2Id: string): boolean => player1Id !== player2Id,
  /** The declared winner is one of the battle's two players, or nobody (null clears it). */
  canWin: (battle: { player1Id: string | null; player2Id: string | null }, winnerId: string | null): boolean =>
    winnerId === null || winnerId === battle.player1Id || winnerId === battle.player2Id,
};
