import {
  COUNTDOWN_TICK_MS,
  readTimer,
  timerEndsAt,
  type BattleTimer,
  type TimerReading,
} from '@artclash/contract/values';
import { useCallback, useSyncExternalStore } from 'react';
import type { ServerClock } from '../api/server-clock';

type Reading = Pick<TimerReading, 'kind' | 'text'>;

const SEPARATOR = '\n';

/**
 * A battle's timer as the screen shows it (docs/product.md §4.7, docs/product.md#rule-14): the
 * countdown `MM:SS.t` on the server-corrected clock, ticking every 100 ms while it runs and
 * stopping at `00:00.0` (time up); the stored remaining text while paused. The component re-renders
 * only when the text it shows changes.
 */
export function useCountdown(
  battle: BattleTimer | null | undefined,
  battlesTime: number,
  clock: ServerClock,
): Reading | undefined {
  const endsAt = battle ? timerEndsAt(battle, battlesTime) : undefined;

  const subscribe = useCallback(
    (onTick: () => void) => {
      if (endsAt === undefined || clock.now() >= endsAt) return () => {};
      const timer = setInterval(() => {
        onTick();
        if (clock.now() >= endsAt) clearInterval(timer);
      }, COUNTDOWN_TICK_MS);
      return () => clearInterval(timer);
    },
    [clock, endsAt],
  );

  // The snapshot is the text shown (a string compares by value), so a tick re-renders only when it changes.
  const snapshot = useSyncExternalStore(subscribe, () => {
    if (!battle) return '';
    const reading = readTimer(battle, battlesTime, clock.now());
    return `${reading.kind}${SEPARATOR}${reading.text}`;
  });
  if (!snapshot) return undefined;
  const [kind, text = ''] = snapshot.split(SEPARATOR) as [TimerReading['kind'], string];
  return { kind, text };
}
