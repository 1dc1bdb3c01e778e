import type { TSingleEventDetailsReply } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { eventKeys } from '../event-keys';

/** SingleEventDetails: an event with its dates, venue, rules and participants (Event Details, results, the watch page). */
const getEventDetails = (eventId: string, signal?: AbortSignal): Promise<TSingleEventDetailsReply> =>
  callApi('SingleEventDetails', { params: { eventId } }, { signal });

export const eventDetailsQuery = (eventId: string) =>
  queryOptions({ queryKey: eventKeys.details(eventId), queryFn: ({ signal }) => getEventDetails(eventId, signal) });

export const useEventDetails = (eventId: string) => useQuery(eventDetailsQuery(eventId));
