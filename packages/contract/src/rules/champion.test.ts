import { describe, expect, it } from 'vitest';
import { type BattleOutcome, finalistsOf, withFinalistsFirst } from './champion.ts';

const battle = (
  status: BattleOutcome['status'],
  winnerId: string | null,
  player1Id = 'a',
  player2Id = 'b',
): BattleOutcome => ({ status, winnerId, player1Id, player2Id });

describe('finalistsOf', () => {
  it('takes the last completed battle as the final: its winner is champion, its other player second', () => {
    expect(finalistsOf([battle('complete', 'c', 'c', 'd'), battle('complete', 'b'), battle(null, null)])).toEqual({
      champion: 'b',
      runnerUp: 'a',
    });
  });

  it('has no finalists before a battle completes, or when the final is a tie', () => {
    expect(finalistsOf([battle('live', null), battle(null, null)])).toBeUndefined();
    expect(finalistsOf([battle('complete', 'a'), battle('complete', null)])).toBeUndefined();
  });
});

describe('withFinalistsFirst', () => {
  it('puts the champion and runner-up first and keeps the ranking for the rest', () => {
    const ranking = ['x', 'a', 'y', 'b'];
    expect(withFinalistsFirst(ranking, (id) => id, { champion: 'b', runnerUp: 'a' })).toEqual(['b', 'a', 'x', 'y']);
    expect(withFinalistsFirst(ranking, (id) => id, undefined)).toEqual(ranking);
  });
});
