import type { TEventBattles, TEventByAllBattleReply } from '@artclash/contract';
import { callUrl } from '@/lib/api-client';
import { fetchEventBattles } from '@/lib/events/get-event-battles';
import { takeFirstReply } from '@/lib/first-replies';
import type { ServerClock } from './server-clock';

/** The live screens read the battle list every second while the stream is down (docs/product.md §2.8, §9). */
export const LIVE_POLL_MS = 1000;

/**
 * EventByAllBattle for a live screen: the battle list, with the reply's `serverNow` taken into the
 * screen's clock at the midpoint of the round trip (docs/product.md#rule-14).
 */
export async function getLiveEventBattles(
  eventId: string,
  clock: ServerClock,
  signal?: AbortSignal,
): Promise<TEventBattles> {
  const sentAt = Date.now();
  const reply = await fetchEventBattles(eventId, signal);
  clock.observe(reply.serverNow, (sentAt + Date.now()) / 2);
  return reply.event;
}

/**
 * The battle list the page itself brought (docs/decisions.md#191), once: the screen shows it before its
 * stream opens. Its `serverNow` was read while the server made the page, so it is taken at the midpoint
 * of the page's own round trip (the navigation's request and first byte), as a poll's is.
 */
export function liveEventBattlesFromPage(
  eventId: string,
  language: string,
  clock: ServerClock,
): TEventBattles | undefined {
  const reply = takeFirstReply(callUrl('EventByAllBattle', { params: { id: eventId } }), language) as
    TEventByAllBattleReply | undefined;
  if (!reply) return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const receivedAt = navigation
    ? performance.timeOrigin + (navigation.requestStart + navigation.responseStart) / 2
    : Date.now();
  clock.observe(reply.serverNow, receivedAt);
  return reply.event;
}
