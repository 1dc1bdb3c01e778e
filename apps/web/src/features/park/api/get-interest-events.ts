import type { TNamedItem } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { interestEventKeys } from './query-keys';

async function getInterestEvents(signal?: AbortSignal): Promise<TNamedItem[]> {
  const reply = await callApi('AllInterestedEvent', undefined, { signal });
  return reply.data;
}

const interestEventsQuery = (language: string) =>
  queryOptions({ queryKey: interestEventKeys.list(language), queryFn: ({ signal }) => getInterestEvents(signal) });

export const useInterestEvents = () => useQuery(interestEventsQuery(useLanguage().language));
