import type { TBattle, TShow } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, eventBattles, undrawnThemes } from '@/test/factories';
import { nextStepOf } from './next-step';

const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const event = buildEvent({ battles_time: 10 });
const notStarted = (name: string) => buildBattle({ battle_name: name, battle_status: null, ...undrawnThemes });

/** The event with these battles, and the show's battle on stage and roulette as told. */
function show(battles: TBattle[], current: TBattle | null, roulette: Partial<TShow['roulette']> = {}) {
  const base = eventBattles(event, battles);
  return {
    ...base,
    show: {
      ...base.show,
      current_battle_id: current?._id ?? null,
      roulette: { ...base.show.roulette, battle_id: current?._id ?? null, ...roulette },
    },
  };
}

describe('the run sheet: the next step of the show (docs/product.md#rule-392)', () => {
  it('puts the first battle on stage before anything, then spins, stops and locks its roulette', () => {
    const first = notStarted('First');
    const second = notStarted('Second');
    expect(nextStepOf(show([first, second], null), NOW)).toEqual({ step: 'putOnStage', battle: first });
    expect(nextStepOf(show([first, second], first), NOW)).toMatchObject({ step: 'spin', battle: first });
    expect(nextStepOf(show([first], first, { state: 'spinning' }), NOW)).toMatchObject({ step: 'stop' });
    expect(nextStepOf(show([first], first, { state: 'stopped' }), NOW)).toMatchObject({ step: 'lock' });
  });

  it("spins the battle on stage even when another battle's roulette stopped last", () => {
    const first = notStarted('First');
    const base = show([first], first);
    const other = {
      ...base,
      show: { ...base.show, roulette: { ...base.show.roulette, battle_id: 'x', state: 'stopped' as const } },
    };
    expect(nextStepOf(other, NOW)).toMatchObject({ step: 'spin' });
  });

  it('starts the timer of a live battle whose timer never ran, then opens voting', () => {
    const live = buildBattle({ battle_status: 'live' });
    expect(nextStepOf(show([live], live), NOW)).toMatchObject({ step: 'startTimer', battle: live });
    const timed = buildBattle({ battle_status: 'live', battle_time_status: 'play', battle_time_start: iso(NOW) });
    expect(nextStepOf(show([timed], timed), NOW)).toMatchObject({ step: 'openVoting', battle: timed });
  });

  it('closes voting once the time is up, and waits for it while time is left (running or paused)', () => {
    const running = buildBattle({
      battle_status: 'live',
      voting_status: 'on',
      battle_time_status: 'play',
      battle_time_start: iso(NOW - 60_000),
    });
    expect(nextStepOf(show([running], running), NOW)).toMatchObject({ step: 'closeVoting', waiting: true });
    expect(nextStepOf(show([running], running), NOW + 9 * 60_000)).toMatchObject({
      step: 'closeVoting',
      waiting: false,
    });
    const paused = { ...running, battle_time_status: 'pause' as const, battle_timeRemaining: '2m 0s' };
    expect(nextStepOf(show([paused], paused), NOW)).toMatchObject({ step: 'closeVoting', waiting: true });
    const pausedAtZero = { ...paused, battle_timeRemaining: 'Time is up!' };
    expect(nextStepOf(show([pausedAtZero], pausedAtZero), NOW)).toMatchObject({ step: 'closeVoting', waiting: false });
  });

  it('reveals the result once voting is closed, then puts the next battle on stage', () => {
    const closed = buildBattle({ battle_status: 'live', voting_opened: true, battle_time_status: 'play' });
    expect(closed.battle_phase).toBe('voting_closed');
    expect(nextStepOf(show([closed], closed), NOW)).toMatchObject({ step: 'complete', battle: closed });
    const done = buildBattle({ battle_status: 'complete' });
    const later = notStarted('Later');
    expect(nextStepOf(show([done, later], done), NOW)).toEqual({ step: 'putOnStage', battle: later });
  });

  it('has nothing left once every battle is complete', () => {
    const done = buildBattle({ battle_status: 'complete' });
    expect(nextStepOf(show([done], done), NOW)).toEqual({ step: 'done' });
  });
});
