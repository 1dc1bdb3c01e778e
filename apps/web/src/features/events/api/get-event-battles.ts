import type { TEventBattles } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from './query-keys';

/** EventByAllBattle: the event's battles with votes, winners and judge scores (results screen). */
export async function getEventBattles(eventId: string, signal?: AbortSignal): Promise<TEventBattles> {
  const reply = await callApi('EventByAllBattle', { params: { id: eventId } }, { signal });
  return reply.event;
}

export const eventBattlesQuery = (eventId: string) =>
  queryOptions({ queryKey: eventKeys.battles(eventId), queryFn: ({ signal }) => getEventBattles(eventId, signal) });

export const useEventBattles = (eventId: string) => useQuery(eventBattlesQuery(eventId));
