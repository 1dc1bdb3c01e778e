import { describe, expect, it } from 'vitest';
import { battlePolicy } from './policy.ts';

describe('battle rules', () => {
  it('pairs two different players only', () => {
    expect(battlePolicy.arePlayersDistinct('p1', 'p2')).toBe(true);
    expect(battlePolicy.arePlayersDistinct('p1', 'p1')).toBe(false);
  });

  it('lets either player win, or nobody, and no one else', () => {
    const battle = { player1Id: 'p1', player2Id: 'p2' };
    expect(battlePolicy.canWin(battle, 'p1')).toBe(true);
    expect(battlePolicy.canWin(battle, 'p2')).toBe(true);
    expect(battlePolicy.canWin(battle, null)).toBe(true);
    expect(battlePolicy.canWin(battle, 'fan')).toBe(false);
    // A player whose account was deleted left the battle; no one else takes the place.
    expect(battlePolicy.canWin({ player1Id: null, player2Id: 'p2' }, 'fan')).toBe(false);
  });
});
