import type { TEventHistoryEntry } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** event-history: the signed-in user's own ended events with their battles, latest first (docs/product.md#rule-178). */
async function getEventHistory(signal?: AbortSignal): Promise<TEventHistoryEntry[]> {
  const reply = await callApi('eventHistory', undefined, { signal });
  return reply.data;
}

const eventHistoryQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.eventHistory(userId), queryFn: ({ signal }) => getEventHistory(signal) });

/** Keyed by the user, so another account signed in on this device never sees this one's history. */
export const useEventHistory = (userId: string) => useQuery({ ...eventHistoryQuery(userId), enabled: Boolean(userId) });
