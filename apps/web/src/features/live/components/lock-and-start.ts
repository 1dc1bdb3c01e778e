import type { useTimeStart } from '../api/battle-controls';
import type { Press } from '../api/pressed';
import type { useShowRoulette } from '../api/show-controls';
import { runControl } from './run-control';

interface LockAndStartOptions extends Press {
  eventId: string;
  battleId: string;
  turning: ReturnType<typeof useShowRoulette>;
  start: ReturnType<typeof useTimeStart>;
}

/**
 * "Lock the theme and start" (docs/product.md#rule-392): locks the roulette, which makes the battle live, then starts
 * its timer with the same call as the Start button; a refused lock starts nothing. Both name the same press.
 */
export async function lockAndStart({ turning, start, ...press }: LockAndStartOptions): Promise<void> {
  const locked = await runControl(() => turning.mutateAsync({ ...press, action: 'lock', from: 'stopped' }));
  if (!locked) return;
  await runControl(() => start.mutateAsync({ ...press, battle_time_start: new Date().toISOString(), bt_status: '' }));
}
