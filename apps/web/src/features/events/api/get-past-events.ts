import { FIRST_HOME_CITY, type TEvent, type THomeCity } from '@artclash/contract/values';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from './query-keys';

/** The tab home opens on (docs/product.md#rule-9). */
export const FIRST_CITY: THomeCity = FIRST_HOME_CITY;

/** docs/product.md#rule-9: the home city tabs filter past events by city. */
async function getPastEvents(city: THomeCity, signal?: AbortSignal): Promise<TEvent[]> {
  const reply = await callApi('GetPastEvent', { query: { city } }, { signal });
  return reply.events;
}

export const pastEventsQuery = (city: THomeCity) =>
  queryOptions({ queryKey: eventKeys.past(city), queryFn: ({ signal }) => getPastEvents(city, signal) });

export const usePastEvents = (city: THomeCity) =>
  useQuery({ ...pastEventsQuery(city), placeholderData: keepPreviousData });
