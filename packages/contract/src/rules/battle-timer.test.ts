import { describe, expect, it } from 'vitest';
import {
  artworksMayBePhotographed,
  type BattleTimer,
  formatCountdown,
  formatRemaining,
  parseRemaining,
  readTimer,
  remainingAt,
  TIME_IS_UP,
  timerEndsAt,
} from './battle-timer.ts';

const START = Date.parse('2026-11-23T10:00:00.000Z');
const at = (ms: number) => new Date(START + ms).toISOString();
const idle: BattleTimer = {
  battle_status: 'live',
  battle_time_status: null,
  battle_time_start: null,
  battle_time_pause: null,
  battle_time_replay: null,
  battle_timeRemaining: '',
};
const playing: BattleTimer = { ...idle, battle_time_status: 'play', battle_time_start: at(0) };

describe('the battle timer (§4 Timer status and countdown, docs/product.md#rule-14)', () => {
  it('shows the full time before a start', () => {
    expect(readTimer(idle, 10, START)).toEqual({ kind: 'countdown', text: '10:00.0', ms: 600_000 });
  });

  it('counts down from battle_time_start + battles_time while playing, in MM:SS.t, tenths cut', () => {
    expect(timerEndsAt(playing, 10)).toBe(START + 600_000);
    expect(readTimer(playing, 10, START + 1)).toEqual({ kind: 'countdown', text: '09:59.9', ms: 599_999 });
    expect(readTimer(playing, 10, START + 65_050).text).toBe('08:54.9');
    expect(readTimer(playing, 10, START + 599_950).text).toBe('00:00.0');
  });

  it('stops at zero with the time-up state', () => {
    expect(readTimer(playing, 10, START + 600_000)).toEqual({ kind: 'timeUp', text: '00:00.0', ms: 0 });
    expect(readTimer(playing, 10, START + 3_600_000)).toEqual({ kind: 'timeUp', text: '00:00.0', ms: 0 });
  });

  it('shows the stored remaining time while paused, in the same MM:SS.t as the countdown', () => {
    const paused: BattleTimer = {
      ...playing,
      battle_time_status: 'pause',
      battle_time_pause: at(60_000),
      battle_timeRemaining: '9m 0s',
    };
    expect(readTimer(paused, 10, START + 500_000)).toEqual({ kind: 'stored', text: '09:00.0', ms: 540_000 });
    expect(readTimer({ ...paused, battle_timeRemaining: '2m 56s' }, 10, START).text).toBe('02:56.0');
    expect(remainingAt(paused, 10, START + 500_000)).toBe(540_000);
    expect(timerEndsAt(paused, 10)).toBeUndefined();
  });

  it('reads a pause at time up as time up', () => {
    const paused: BattleTimer = { ...playing, battle_time_status: 'pause', battle_timeRemaining: 'Time is up!' };
    expect(readTimer(paused, 10, START)).toEqual({ kind: 'timeUp', text: '00:00.0', ms: 0 });
  });

  it('replays from battle_time_replay + the remaining time after a pause', () => {
    const replayed: BattleTimer = {
      ...playing,
      battle_time_pause: at(60_000),
      battle_time_replay: at(120_000),
      battle_timeRemaining: '9m 0s',
    };
    expect(timerEndsAt(replayed, 10)).toBe(START + 120_000 + 540_000);
    expect(readTimer(replayed, 10, START + 120_000).text).toBe('09:00.0');
    expect(readTimer(replayed, 10, START + 659_999).text).toBe('00:00.0');
    expect(readTimer(replayed, 10, START + 660_000).kind).toBe('timeUp');
  });

  it('corrects by the server clock offset: two screens with different clocks read the same', () => {
    // A phone whose clock runs 3.2 s fast corrects by the offset serverNow − its own clock.
    const serverNow = START + 30_000;
    const phoneClock = serverNow + 3_200;
    const offset = serverNow - phoneClock;
    expect(readTimer(playing, 10, phoneClock + offset).text).toBe(readTimer(playing, 10, serverNow).text);
    expect(readTimer(playing, 10, phoneClock).text).not.toBe(readTimer(playing, 10, serverNow).text);
  });

  it('only runs a live battle', () => {
    expect(readTimer({ ...playing, battle_status: 'complete' }, 10, START).kind).toBe('timeUp');
    expect(timerEndsAt({ ...playing, battle_status: null }, 10)).toBeUndefined();
  });

  it('lets the canvases be photographed once time is up or the battle is complete, never before it started', () => {
    expect(artworksMayBePhotographed(playing, 10, START + 599_000)).toBe(false);
    expect(artworksMayBePhotographed(playing, 10, START + 600_000)).toBe(true);
    expect(
      artworksMayBePhotographed({ ...playing, battle_time_status: 'pause', battle_timeRemaining: '2m 0s' }, 10, START),
    ).toBe(false);
    expect(
      artworksMayBePhotographed(
        { ...playing, battle_time_status: 'pause', battle_timeRemaining: TIME_IS_UP },
        10,
        START,
      ),
    ).toBe(true);
    expect(
      artworksMayBePhotographed({ ...playing, battle_status: null, battle_time_status: null }, 10, START + 3_600_000),
    ).toBe(false);
    expect(artworksMayBePhotographed({ ...playing, battle_time_status: null }, 10, START + 3_600_000)).toBe(false);
    expect(
      artworksMayBePhotographed({ ...playing, battle_status: 'complete', battle_time_status: null }, 10, START),
    ).toBe(true);
  });

  it('formats and parses the stored remaining text', () => {
    expect(formatRemaining(540_000)).toBe('9m 0s');
    expect(formatRemaining(61_001)).toBe('1m 2s');
    expect(formatRemaining(0)).toBe(TIME_IS_UP);
    expect(formatRemaining(-5)).toBe(TIME_IS_UP);
    expect(parseRemaining('9m 0s')).toBe(540_000);
    expect(parseRemaining('0m 59s')).toBe(59_000);
    expect(parseRemaining(TIME_IS_UP)).toBe(0);
    expect(parseRemaining('9m 60s')).toBeUndefined();
    expect(parseRemaining('nonsense')).toBeUndefined();
    expect(formatCountdown(-1)).toBe('00:00.0');
    expect(formatCountdown(61 * 60_000)).toBe('61:00.0');
  });
});
