import type { TEventByAllBattleReply, TEventBattles } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** EventByAllBattle: the event's battles with votes, winners and judge scores (results screen). */
export async function getEventBattles(eventId: string, signal?: AbortSignal): Promise<TEventBattles> {
  const reply = await apiGet<TEventByAllBattleReply>(`/api/EventByAllBattle/${encodeURIComponent(eventId)}`, {
    signal,
  });
  return reply.event;
}

export const eventBattlesQuery = (eventId: string) =>
  queryOptions({ queryKey: ['events', 'battles', eventId], queryFn: ({ signal }) => getEventBattles(eventId, signal) });

export const useEventBattles = (eventId: string) => useQuery(eventBattlesQuery(eventId));
