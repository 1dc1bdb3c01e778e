import type { TEventListReply, TEvent } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export async function getUpcomingEvents(signal?: AbortSignal): Promise<TEvent[]> {
  const reply = await apiGet<TEventListReply>('/api/GetUpcomingEvent', { signal });
  return reply.events;
}

export const upcomingEventsQuery = () =>
  queryOptions({ queryKey: ['events', 'upcoming'], queryFn: ({ signal }) => getUpcomingEvents(signal) });

export const useUpcomingEvents = () => useQuery(upcomingEventsQuery());
