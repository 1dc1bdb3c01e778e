import type { TBattle } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { timerControl } from './control-rules';

const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const battle = (overrides: Partial<TBattle>): TBattle =>
  ({
    battle_status: 'live',
    battle_time_status: null,
    battle_time_start: null,
    battle_time_pause: null,
    battle_time_replay: null,
    battle_timeRemaining: '',
    ...overrides,
  }) as TBattle;

describe('the timer button (docs/decisions.md#290)', () => {
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
