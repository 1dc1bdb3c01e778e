import type {
  Language,
  TEventBattles,
  TEventByAllBattleReply,
  TLiveChangesReply,
  TLiveVotes,
} from '@artclash/contract';
import { callApi, callUrl } from '@/lib/api-client';
import { fetchEventBattles } from '@/lib/events/get-event-battles';
import { takeFirstReply } from '@/lib/first-replies';
import type { ServerClock } from './server-clock';

/** The live screens read the battle list every second while the stream is down (docs/product.md §2.8, §9). */
export const LIVE_POLL_MS = 1000;

/** The battle list as a live screen has it, and the last entry of the event's log it shows (docs/decisions.md#415). */
export interface LiveBattles {
  event: TEventBattles;
  seq: number;
}

/** A battle's new counts, set in the battle list. */
export const withCounts = (event: TEventBattles, { battleId, votes }: Pick<TLiveVotes, 'battleId' | 'votes'>) => ({
  ...event,
  battles: event.battles.map((battle) => (battle._id === battleId ? { ...battle, votes } : battle)),
});

/**
 * A live screen's poll while its stream is down, with the reply's `serverNow` taken into the screen's clock at the
 * midpoint of the round trip (docs/product.md#rule-14). A screen that has the battle list asks only for what changed
 * since the entry it shows (liveChanges): nothing, a battle's counts, or the list whole; else EventByAllBattle.
 */
export async function pollLiveEvent(
  eventId: string,
  clock: ServerClock,
  { language, shown }: { language: Language; shown?: LiveBattles },
  signal?: AbortSignal,
): Promise<LiveBattles> {
  const sentAt = Date.now();
  const reply: TEventByAllBattleReply | TLiveChangesReply = shown
    ? await callApi('liveChanges', { params: { eventId }, query: { since: shown.seq, lang: language } }, { signal })
    : await fetchEventBattles(eventId, signal);
  clock.observe(reply.serverNow, (sentAt + Date.now()) / 2);
  const event = reply.event ?? ('votes' in reply ? reply.votes : []).reduce(withCounts, shown!.event);
  return { event, seq: reply.seq };
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
): LiveBattles | undefined {
  const reply = takeFirstReply(callUrl('EventByAllBattle', { params: { id: eventId } }), language) as
    TEventByAllBattleReply | undefined;
  if (!reply) return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const receivedAt = navigation
    ? performance.timeOrigin + (navigation.requestStart + navigation.responseStart) / 2
    : Date.now();
  clock.observe(reply.serverNow, receivedAt);
  return { event: reply.event, seq: reply.seq };
}
