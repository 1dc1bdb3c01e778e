/** Spec §9: count ÷ (Player1 + Player2) × 100, two decimals, trailing zeros removed; 0 when not a number. */
export function votePercent(count: number, player1: number, player2: number): number {
  const share = (count / (player1 + player2)) * 100;
  return Number.isFinite(share) ? Number(share.toFixed(2)) : 0;
}

export function voteShare(votes: { Player1: number; Player2: number }): { player1: number; player2: number } {
  return {
    player1: votePercent(votes.Player1, votes.Player1, votes.Player2),
    player2: votePercent(votes.Player2, votes.Player1, votes.Player2),
  };
}

/**
 * Whether the public may see a battle's counts (docs/product.md#rule-316): not while the organisers hide the
 * bar, until the battle is complete and its counts are its result. Organisers always see them.
 */
export const countsArePublic = (battle: { voting_bar: string; battle_status: string | null }): boolean =>
  battle.voting_bar === 'show' || battle.battle_status === 'complete';
