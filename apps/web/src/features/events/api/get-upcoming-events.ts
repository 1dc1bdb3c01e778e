import type { TEvent } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from './query-keys';

async function getUpcomingEvents(signal?: AbortSignal): Promise<TEvent[]> {
  const reply = await callApi('GetUpcomingEvent', undefined, { signal });
  return reply.events;
}

export const upcomingEventsQuery = () =>
  queryOptions({ queryKey: eventKeys.upcoming(), queryFn: ({ signal }) => getUpcomingEvents(signal) });

export const useUpcomingEvents = () => useQuery(upcomingEventsQuery());
