import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';

/** SingleEventDetails: the watch page's date (the battle list carries no dates). Shares the events feature's cache entry. */
export const eventDetailsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.details(eventId),
    queryFn: ({ signal }) => callApi('SingleEventDetails', { params: { eventId } }, { signal }),
  });

export const useEventDetails = (eventId: string) => useQuery(eventDetailsQuery(eventId));
