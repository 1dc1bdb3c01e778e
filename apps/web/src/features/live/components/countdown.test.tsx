import type { BattleTimer } from '@artclash/contract/values';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ServerClock } from '../api/server-clock';
import { Countdown, TimerStateLine } from './countdown';

const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const timer = (overrides: Partial<BattleTimer> = {}): BattleTimer => ({
  battle_status: 'live',
  battle_time_status: null,
  battle_time_start: null,
  battle_time_pause: null,
  battle_time_replay: null,
  battle_timeRemaining: '',
  ...overrides,
});

const digits = () => screen.getByRole('timer', { name: 'Time left' }).textContent;
const tick = (ms: number) => void act(() => void vi.advanceTimersByTime(ms));

function renderCountdown(battle: BattleTimer, clock = new ServerClock()) {
  const view = render(<Countdown battle={battle} battlesTime={10} clock={clock} />);
  return {
    ...view,
    rerenderWith: (next: BattleTimer) => void view.rerender(<Countdown battle={next} battlesTime={10} clock={clock} />),
  };
}

describe('the battle countdown (docs/product.md §4.7, docs/product.md#rule-14)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: NOW }));
  afterEach(() => void vi.useRealTimers());

  it('shows the full time before the start', () => {
    renderCountdown(timer());
    expect(digits()).toBe('10:00.0');
    tick(1000);
    expect(digits()).toBe('10:00.0');
  });

  it('counts down MM:SS.t every 100 ms while playing', () => {
    renderCountdown(timer({ battle_time_status: 'play', battle_time_start: iso(NOW - 61_000) }));
    expect(digits()).toBe('08:59.0');
    tick(100);
    expect(digits()).toBe('08:58.9');
    tick(1850);
    expect(digits()).toBe('08:57.0');
  });

  it('shows the stored remaining time while paused in the same MM:SS.t, and does not tick', () => {
    renderCountdown(
      timer({
        battle_time_status: 'pause',
        battle_time_start: iso(NOW - 90_000),
        battle_time_pause: iso(NOW - 60_000),
        battle_timeRemaining: '9m 30s',
      }),
    );
    expect(digits()).toBe('09:30.0');
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    tick(5000);
    expect(digits()).toBe('09:30.0');
  });

  it("says nothing about a complete battle's timer: not 'Paused', not 'Time is up!'", () => {
    const { rerenderWith } = renderCountdown(
      timer({
        battle_status: 'complete',
        battle_time_status: 'pause',
        battle_time_start: iso(NOW - 90_000),
        battle_time_pause: iso(NOW - 60_000),
        battle_timeRemaining: '4m 58s',
      }),
    );
    expect(digits()).toBe('04:58.0');
    expect(screen.queryByRole('status')).toBeNull();
    rerenderWith(
      timer({ battle_status: 'complete', battle_time_status: 'play', battle_time_start: iso(NOW - 700_000) }),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('resumes from the stored remaining time after a replay', () => {
    const paused = timer({
      battle_time_status: 'pause',
      battle_time_start: iso(NOW - 90_000),
      battle_time_pause: iso(NOW - 60_000),
      battle_timeRemaining: '9m 30s',
    });
    const { rerenderWith } = renderCountdown(paused);
    rerenderWith({ ...paused, battle_time_status: 'play', battle_time_replay: iso(NOW) });
    expect(digits()).toBe('09:30.0');
    tick(200);
    expect(digits()).toBe('09:29.8');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("stops at 00:00.0 with 'Time is up!'", () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    renderCountdown(timer({ battle_time_status: 'play', battle_time_start: iso(NOW - 10 * 60_000 + 250) }));
    expect(digits()).toBe('00:00.2');
    tick(300);
    expect(digits()).toBe('00:00.0');
    expect(screen.getByRole('status')).toHaveTextContent('Time is up!');
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(clearInterval).toHaveBeenCalled();
    tick(5000);
    expect(digits()).toBe('00:00.0');
  });

  it('reads the server-corrected clock, so a screen whose clock is behind shows the same time', () => {
    const clock = new ServerClock();
    // This device's clock is 3 s behind the server's.
    clock.observe(iso(NOW + 3000), NOW);
    renderCountdown(timer({ battle_time_status: 'play', battle_time_start: iso(NOW + 3000 - 60_000) }), clock);
    expect(digits()).toBe('09:00.0');
  });

  it('says its state once when the screen shows the timer twice', () => {
    const running = timer({ battle_time_status: 'play', battle_time_start: iso(NOW - 10 * 60_000 + 100) });
    const clock = new ServerClock();
    render(
      <>
        <Countdown battle={running} battlesTime={10} clock={clock} announceStart withState={false} />
        <TimerStateLine battle={running} battlesTime={10} clock={clock} announceStart />
        <Countdown battle={running} battlesTime={10} clock={clock} announceStart withState={false} />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Battle Started!');
    tick(200);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Time is up!');
  });

  it('speaks Japanese: the stored time and the time-up text', async () => {
    await i18n.changeLanguage('ja');
    const { rerenderWith } = renderCountdown(
      timer({ battle_time_status: 'pause', battle_time_pause: iso(NOW), battle_timeRemaining: '4m 5s' }),
    );
    expect(screen.getByRole('timer', { name: '残り時間' })).toHaveTextContent('04:05.0');
    expect(screen.getByRole('status')).toHaveTextContent('一時停止中');
    rerenderWith(
      timer({ battle_time_status: 'pause', battle_time_pause: iso(NOW), battle_timeRemaining: 'Time is up!' }),
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:00.0');
    expect(screen.getByRole('status')).toHaveTextContent('時間切れ！');
  });
});
