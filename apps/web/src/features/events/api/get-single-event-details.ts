import type { TSingleEventDetailsReply } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export async function getSingleEventDetails(eventId: string, signal?: AbortSignal): Promise<TSingleEventDetailsReply> {
  return apiGet<TSingleEventDetailsReply>(`/api/SingleEventDetails/${encodeURIComponent(eventId)}`, { signal });
}

export const singleEventDetailsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'details', eventId],
    queryFn: ({ signal }) => getSingleEventDetails(eventId, signal),
  });

export const useSingleEventDetails = (eventId: string) => useQuery(singleEventDetailsQuery(eventId));
