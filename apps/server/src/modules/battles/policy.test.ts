import { describe, expect, it } from 'vitest';
import { battlePolicy } from './policy.ts';

const artist = { id: 'u1', role: 'user', type: 'artist' } as const;
const organiser = { id: 'u2', role: 'admin', type: 'fan' } as const;

describe('battle policy', () => {
  it('lets anyone read the battles of an event, signed in or not', () => {
    expect(battlePolicy.canRead(null)).toBe(true);
    expect(battlePolicy.canRead(artist)).toBe(true);
  });

  it('lets only organisers control a battle', () => {
    expect(battlePolicy.canControl(null)).toBe(false);
    expect(battlePolicy.canControl(artist)).toBe(false);
    expect(battlePolicy.canControl({ id: 'u3', role: 'user', type: 'fan' })).toBe(false);
    expect(battlePolicy.canControl(organiser)).toBe(true);
  });
});

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
