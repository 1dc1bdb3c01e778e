import type { useTimeStart } from '../api/battle-controls';
import type { useShowRoulette } from '../api/show-controls';
import { runControl } from './run-control';

interface LockAndStartOptions {
  eventId: string;
  battleId: string;
  turning: ReturnType<typeof useShowRoulette>;
  start: ReturnType<typeof useTimeStart>;
}

/**
 * "Lock the theme and start" (docs/product.md#rule-392): locks the roulette, which makes the battle live, then starts
 * its timer with the same call as the Start button; a refused lock starts nothing.
 */
export async function lockAndStart({ eventId, battleId, turning, start }: LockAndStartOptions): Promise<void> {
  const locked = await runControl(() => turning.mutateAsync({ eventId, battleId, action: 'lock', from: 'stopped' }));
  if (!locked) return;
  await runControl(() =>
    start.mutateAsync({ eventId, battleId, battle_time_start: new Date().toISOString(), bt_status: '' }),
  );
}
