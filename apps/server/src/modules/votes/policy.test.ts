import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../lib/viewer.ts';
import { votePolicy } from './policy.ts';

const battle = { player1Id: 'p1', player2Id: 'p2', votingStatus: 'on' };
const organiser: Viewer = { id: 'admin', role: 'admin', type: 'fan' };

describe('vote policy (docs/decisions.md#17)', () => {
  it('lets a signed-in user who does not play the battle vote', () => {
    expect(votePolicy.canVote({ id: 'fan' }, battle)).toBe(true);
    expect(votePolicy.canVote(organiser, battle)).toBe(true);
  });

  it('refuses a vote by either player of the battle, or by nobody', () => {
    expect(votePolicy.canVote({ id: 'p1' }, battle)).toBe(false);
    expect(votePolicy.canVote({ id: 'p2' }, battle)).toBe(false);
    expect(votePolicy.canVote(null, battle)).toBe(false);
  });

  it("is open only while voting is 'on'", () => {
    expect(votePolicy.isOpen(battle)).toBe(true);
    expect(votePolicy.isOpen({ votingStatus: 'off' })).toBe(false);
    expect(votePolicy.isOpen({ votingStatus: 'ON' })).toBe(false);
  });

  it('takes votes only for one of the two players', () => {
    expect(votePolicy.canReceiveVote(battle, 'p1')).toBe(true);
    expect(votePolicy.canReceiveVote(battle, 'p2')).toBe(true);
    expect(votePolicy.canReceiveVote(battle, 'someone')).toBe(false);
    expect(votePolicy.canReceiveVote({ player1Id: 'p1', player2Id: null }, 'someone')).toBe(false);
  });
});
