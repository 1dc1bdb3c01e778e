import type { TPublicProfile } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** public-profile/{userId} (docs/product.md#rule-10, #rule-137): a fan's or artist's public face; the server counts the view. */
async function getPublicProfile(userId: string, signal?: AbortSignal): Promise<TPublicProfile> {
  return (await callApi('publicProfile', { params: { userId } }, { signal })).data;
}

const publicProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.publicProfile(userId),
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });

export const usePublicProfile = (userId: string) => useQuery(publicProfileQuery(userId));
