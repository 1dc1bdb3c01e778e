import type { TEventBattles } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import type { ServerClock } from './server-clock';

/** The live screens read the battle list every second while the stream is down (docs/product.md §2.8, §9). */
export const LIVE_POLL_MS = 1000;

/**
 * EventByAllBattle for a live screen: the battle list, with the reply's `serverNow` taken into the
 * screen's clock at the midpoint of the round trip (docs/decisions.md#14).
 */
export async function getLiveEventBattles(eventId: string, clock: ServerClock, signal?: AbortSignal): Promise<TEventBattles> {
  const sentAt = Date.now();
  const reply = await callApi('EventByAllBattle', { params: { id: eventId } }, { signal });
  clock.observe(reply.serverNow, (sentAt + Date.now()) / 2);
  return reply.event;
}
