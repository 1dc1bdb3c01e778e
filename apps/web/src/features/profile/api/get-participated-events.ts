import type { TEvent } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** participated-events/{userId}: the events a fan or artist took part in, latest first (docs/product.md#rule-142). */
async function getParticipatedEvents(userId: string, signal?: AbortSignal): Promise<TEvent[]> {
  const reply = await callApi('participatedEvents', { params: { userId } }, { signal });
  return reply.events;
}

const participatedEventsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.participatedEvents(userId),
    queryFn: ({ signal }) => getParticipatedEvents(userId, signal),
  });

/** `enabled`: the Events tab loads its list only once it is opened. */
export const useParticipatedEvents = (userId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...participatedEventsQuery(userId), enabled: enabled && Boolean(userId) });
