import type { TNamedItem, TNamedListReply } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export async function getInterestEvents(signal?: AbortSignal): Promise<TNamedItem[]> {
  const reply = await apiGet<TNamedListReply>('/api/AllInterestedEvent', { signal });
  return reply.data;
}

/** Names come in the reply language, so the list is cached per language. */
export const interestEventsQuery = (language: string) =>
  queryOptions({ queryKey: ['interest-events', language], queryFn: ({ signal }) => getInterestEvents(signal) });

export const useInterestEvents = () => useQuery(interestEventsQuery(useLanguage().language));
