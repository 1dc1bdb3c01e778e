import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { liveKeys } from './query-keys';

/**
 * VotingStatusActive (§7.3): the battle's counts and the player this user voted for. Read when the
 * current battle changes (a new key) and after each vote (invalidated), docs/product.md §4.7.
 */
const votingStatusQuery = (eventId: string, battleId: string, userId: string) =>
  queryOptions({
    queryKey: liveKeys.votingStatus(eventId, battleId, userId),
    queryFn: () => callApi('VotingStatusActive', { body: { eventId, battleId, vote_send_userId: userId } }),
    staleTime: 0,
  });

export const useVotingStatus = (eventId: string, battleId: string | undefined, userId: string) =>
  useQuery({ ...votingStatusQuery(eventId, battleId ?? '', userId), enabled: !!battleId });
