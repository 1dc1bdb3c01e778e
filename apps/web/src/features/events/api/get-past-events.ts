import type { TEventListReply, TEvent, THomeCity } from '@artclash/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Decision 9: the home city tabs filter past events by city. */
export async function getPastEvents(city: THomeCity, signal?: AbortSignal): Promise<TEvent[]> {
  const reply = await apiGet<TEventListReply>('/api/GetPastEvent', { query: { city }, signal });
  return reply.events;
}

export const pastEventsQuery = (city: THomeCity) =>
  queryOptions({ queryKey: ['events', 'past', city], queryFn: ({ signal }) => getPastEvents(city, signal) });

export const usePastEvents = (city: THomeCity) => useQuery({ ...pastEventsQuery(city), placeholderData: keepPreviousData });
