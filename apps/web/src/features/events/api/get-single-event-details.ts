import type { TSingleEventDetailsReply } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from './query-keys';

export const getSingleEventDetails = (eventId: string, signal?: AbortSignal): Promise<TSingleEventDetailsReply> =>
  callApi('SingleEventDetails', { params: { eventId } }, { signal });

export const singleEventDetailsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.details(eventId),
    queryFn: ({ signal }) => getSingleEventDetails(eventId, signal),
  });

export const useSingleEventDetails = (eventId: string) => useQuery(singleEventDetailsQuery(eventId));
