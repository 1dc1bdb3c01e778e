import type { TEventBattles, TEventByAllBattleReply } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { eventKeys } from '../event-keys';

/**
 * EventByAllBattle, the whole reply: the event's battles with votes, winners and judge scores, and the
 * server's time (the live screens set their clock by it). Results, live screens and the console share it.
 */
export const fetchEventBattles = (eventId: string, signal?: AbortSignal): Promise<TEventByAllBattleReply> =>
  callApi('EventByAllBattle', { params: { id: eventId } }, { signal });

async function getEventBattles(eventId: string, signal?: AbortSignal): Promise<TEventBattles> {
  return (await fetchEventBattles(eventId, signal)).event;
}

/** The battle list under the one key every screen of the event reads (the live stream keeps it fresh). */
const eventBattlesQuery = (eventId: string) =>
  queryOptions({ queryKey: eventKeys.battles(eventId), queryFn: ({ signal }) => getEventBattles(eventId, signal) });

export const useEventBattles = (eventId: string) => useQuery(eventBattlesQuery(eventId));
