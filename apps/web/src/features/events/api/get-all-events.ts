import type { TEventListReply, Interval, TEvent } from '@artclash/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** AllEventGet: events with any date_times entry overlapping the range (the calendar's list). */
export async function getAllEvents(range: Interval, signal?: AbortSignal): Promise<TEvent[]> {
  const query = { from: range.start.toISOString(), to: range.end.toISOString() };
  const reply = await apiGet<TEventListReply>('/api/AllEventGet', { query, signal });
  return reply.events;
}

export const allEventsQuery = (range: Interval) =>
  queryOptions({
    queryKey: ['events', 'all', range.start.toISOString(), range.end.toISOString()],
    queryFn: ({ signal }) => getAllEvents(range, signal),
  });

export const useAllEvents = (range: Interval) => useQuery({ ...allEventsQuery(range), placeholderData: keepPreviousData });
