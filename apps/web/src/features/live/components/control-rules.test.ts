import type { TBattle } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, eventBattles } from '@/test/factories';
import { moveControl, nextBattleOf, timerControl } from './control-rules';

const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const battle = (overrides: Partial<TBattle>) => buildBattle({ battle_status: 'live', ...overrides });

describe('the timer button (docs/product.md#rule-290)', () => {
  it("says 'Start' before the first start", () => {
    expect(timerControl(battle({}), 10, NOW)).toEqual({ label: 'start', enabled: true });
  });

  it("says 'Pause' while the timer runs", () => {
    const running = battle({ battle_time_status: 'play', battle_time_start: iso(NOW - 60_000) });
    expect(timerControl(running, 10, NOW)).toEqual({ label: 'pause', enabled: true });
  });

  it("says 'Resume' after a pause", () => {
    const paused = battle({ battle_time_status: 'pause', battle_time_pause: iso(NOW), battle_timeRemaining: '2m 56s' });
    expect(timerControl(paused, 10, NOW)).toEqual({ label: 'resume', enabled: true });
  });

  it("says 'Time is up!' and cannot be pressed once no time is left, running or paused", () => {
    const ran = battle({ battle_time_status: 'play', battle_time_start: iso(NOW - 10 * 60_000) });
    expect(timerControl(ran, 10, NOW)).toEqual({ label: 'timeIsUp', enabled: false });
    const paused = battle({ battle_time_status: 'pause', battle_timeRemaining: 'Time is up!' });
    expect(timerControl(paused, 10, NOW)).toEqual({ label: 'timeIsUp', enabled: false });
  });
});

describe("the control room's move buttons, from the contract's table (docs/decisions.md#275)", () => {
  const live = buildBattle({ battle_status: 'live', votes: { Player1: 0, Player2: 0 } });

  it('opens voting on a live battle, and closes it once open, never both', () => {
    expect(moveControl(live, 'openVoting')).toEqual({ enabled: true, confirm: false });
    expect(moveControl(live, 'closeVoting').enabled).toBe(false);
    const open = buildBattle({ battle_status: 'live', voting_status: 'on' });
    expect(moveControl(open, 'openVoting').enabled).toBe(false);
    expect(moveControl(open, 'closeVoting')).toEqual({ enabled: true, confirm: false });
  });

  it('asks before completing, reopening and reopening voting', () => {
    expect(moveControl(live, 'complete')).toEqual({ enabled: true, confirm: true });
    expect(moveControl(buildBattle({ battle_status: 'complete' }), 'reopen')).toEqual({ enabled: true, confirm: true });
    const closed = buildBattle({ battle_status: 'live', voting_opened: true });
    expect(closed.battle_phase).toBe('voting_closed');
    expect(moveControl(closed, 'reopenVoting')).toEqual({ enabled: true, confirm: true });
  });

  it('lets a tie be completed (the dialog asks for the winner or a draw)', () => {
    const tied = buildBattle({ battle_status: 'live', votes: { Player1: 2, Player2: 2 } });
    expect(moveControl(tied, 'complete').enabled).toBe(true);
  });

  it('undoes a start only while no vote, no time and no voting were spent', () => {
    expect(moveControl(live, 'undoStart').enabled).toBe(true);
    expect(moveControl({ ...live, votes: { Player1: 1, Player2: 0 } }, 'undoStart').enabled).toBe(false);
    expect(moveControl({ ...live, battle_time_status: 'pause' }, 'undoStart').enabled).toBe(false);
    expect(moveControl(buildBattle({ battle_status: 'live', voting_opened: true }), 'undoStart').enabled).toBe(false);
  });
});

describe('the next battle (docs/decisions.md#277)', () => {
  const event = buildEvent();
  const one = buildBattle({ battle_status: 'complete' });
  const two = buildBattle({ battle_status: null });
  const three = buildBattle({ battle_status: null });

  it('is the first not started after the one on stage, else the first not started', () => {
    const between = eventBattles(event, [one, two, three]);
    expect(nextBattleOf(between)?._id).toBe(two._id);
    const onThree = { ...between, show: { ...between.show, current_battle_id: three._id } };
    expect(nextBattleOf(onThree)?._id).toBe(two._id);
    const onTwo = { ...between, show: { ...between.show, current_battle_id: two._id } };
    expect(nextBattleOf(onTwo)?._id).toBe(three._id);
  });

  it('is none once every battle has started', () => {
    expect(nextBattleOf(eventBattles(event, [one]))).toBeUndefined();
  });
});
