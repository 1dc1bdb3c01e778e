import { describe, expect, it } from 'vitest';
import { votePercent, voteShare } from './vote-share.ts';

describe('vote share (§9)', () => {
  it('rounds to two decimals without trailing zeros', () => {
    expect(votePercent(1, 1, 2)).toBe(33.33);
    expect(votePercent(2, 1, 2)).toBe(66.67);
    expect(votePercent(1, 1, 1)).toBe(50);
    expect(votePercent(1, 1, 7)).toBe(12.5);
    expect(votePercent(1, 1, 9)).toBe(10);
    expect(String(votePercent(1, 1, 3))).toBe('25');
  });

  it('shows 0 when nobody has voted', () => {
    expect(votePercent(0, 0, 0)).toBe(0);
    expect(voteShare({ Player1: 0, Player2: 0 })).toEqual({ player1: 0, player2: 0 });
  });

  it('splits both players at once', () => {
    expect(voteShare({ Player1: 1, Player2: 2 })).toEqual({ player1: 33.33, player2: 66.67 });
    expect(voteShare({ Player1: 3, Player2: 0 })).toEqual({ player1: 100, player2: 0 });
  });
});
