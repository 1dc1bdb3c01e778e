import type { Interval, TEvent } from '@artclash/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from './query-keys';

/** AllEventGet: events with any date_times entry overlapping the range (the calendar's list). */
async function getAllEvents(range: Interval, signal?: AbortSignal): Promise<TEvent[]> {
  const query = { from: range.start.toISOString(), to: range.end.toISOString() };
  const reply = await callApi('AllEventGet', { query }, { signal });
  return reply.events;
}

const allEventsQuery = (range: Interval) =>
  queryOptions({ queryKey: eventKeys.inRange(range), queryFn: ({ signal }) => getAllEvents(range, signal) });

export const useAllEvents = (range: Interval) =>
  useQuery({ ...allEventsQuery(range), placeholderData: keepPreviousData });
