import { describe, expect, it } from 'vitest';
import {
  BATTLE_MOVES,
  BATTLE_PHASES,
  type BattleFacts,
  checkMove,
  phaseOf,
  winnerOnCompletion,
} from './battle-life.ts';

const facts = (overrides: Partial<BattleFacts> = {}): BattleFacts => ({
  phase: 'live',
  votingOpen: false,
  votingOpened: false,
  timerStarted: false,
  votes: { Player1: 0, Player2: 0 },
  ...overrides,
});

describe('the battle life table (docs/decisions.md#275)', () => {
  it('names only known phases, and each move once per phase', () => {
    for (const entry of BATTLE_MOVES) {
      expect(BATTLE_PHASES).toContain(entry.from);
      expect(BATTLE_PHASES).toContain(entry.to);
    }
    const keys = BATTLE_MOVES.map((entry) => `${entry.move}@${entry.from}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never goes from not started straight to complete, nor from complete back to not started', () => {
    expect(checkMove(facts({ phase: 'not_started' }), 'complete', { draw: true })).toEqual({
      ok: false,
      refusal: 'wrongPhase',
    });
    expect(checkMove(facts({ phase: 'complete' }), 'undoStart')).toEqual({ ok: false, refusal: 'wrongPhase' });
  });

  it('undoes going live only while nothing was spent', () => {
    expect(checkMove(facts(), 'undoStart').ok).toBe(true);
    for (const spent of [{ timerStarted: true }, { votingOpened: true }, { votes: { Player1: 1, Player2: 0 } }]) {
      expect(checkMove(facts(spent), 'undoStart')).toEqual({ ok: false, refusal: 'somethingSpent' });
    }
  });

  it('asks for a pick or a draw on a tie, and names the leader otherwise', () => {
    const tie = facts({ votes: { Player1: 2, Player2: 2 } });
    expect(checkMove(tie, 'complete')).toEqual({ ok: false, refusal: 'tieNeedsDecision' });
    expect(checkMove(tie, 'complete', { draw: true }).ok).toBe(true);
    expect(checkMove(tie, 'complete', { winnerId: 'b' }).ok).toBe(true);
    const players = { player1Id: 'a', player2Id: 'b' };
    expect(winnerOnCompletion({ ...facts({ votes: { Player1: 1, Player2: 3 } }), ...players }, {})).toBe('b');
    expect(winnerOnCompletion({ ...facts({ votes: { Player1: 1, Player2: 3 } }), ...players }, { winnerId: 'a' })).toBe(
      'a',
    );
    expect(winnerOnCompletion({ ...tie, ...players }, { draw: true })).toBeNull();
  });

  it('reads the phase from the screens’ fields', () => {
    expect(phaseOf({ battle_status: null, voting_status: 'off', voting_opened: false })).toBe('not_started');
    expect(phaseOf({ battle_status: 'live', voting_status: 'off', voting_opened: false })).toBe('live');
    expect(phaseOf({ battle_status: 'live', voting_status: 'on', voting_opened: true })).toBe('live');
    expect(phaseOf({ battle_status: 'live', voting_status: 'off', voting_opened: true })).toBe('voting_closed');
    expect(phaseOf({ battle_status: 'complete', voting_status: 'off', voting_opened: true })).toBe('complete');
  });
});
