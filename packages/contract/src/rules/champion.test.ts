import { describe, expect, it } from 'vitest';
import { type BattleOutcome, finalistsOf, nightIsOver, resultFor, withFinalistsFirst } from './champion.ts';

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

describe('nightIsOver (docs/product.md#rule-376)', () => {
  it('is over once every battle is complete, a drawn final too', () => {
    expect(nightIsOver([battle('complete', 'a'), battle('complete', null)])).toBe(true);
  });

  it('is not over without battles, or while any battle is live or still to come, the last in order included', () => {
    expect(nightIsOver([])).toBe(false);
    expect(nightIsOver([battle('complete', 'a'), battle('live', null)])).toBe(false);
    expect(nightIsOver([battle(null, null), battle('complete', 'b')])).toBe(false);
  });
});

describe('resultFor (docs/product.md#rule-378)', () => {
  it('reads a complete battle from one player: won, lost or a draw', () => {
    expect(resultFor('a', { status: 'complete', winnerId: 'a', draw: false })).toBe('won');
    expect(resultFor('b', { status: 'complete', winnerId: 'a', draw: false })).toBe('lost');
    expect(resultFor('a', { status: 'complete', winnerId: null, draw: true })).toBe('draw');
  });

  it('has no result before the battle is complete, or without a winner or a draw', () => {
    expect(resultFor('a', { status: 'live', winnerId: null, draw: false })).toBeNull();
    expect(resultFor('a', { status: null, winnerId: null, draw: false })).toBeNull();
    expect(resultFor('a', { status: 'complete', winnerId: null, draw: false })).toBeNull();
  });
});
