import type { TPastVote } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** past-voting: the signed-in user's own votes, latest first (docs/product.md#rule-142). */
async function getPastVoting(signal?: AbortSignal): Promise<TPastVote[]> {
  const reply = await callApi('pastVoting', undefined, { signal });
  return reply.data;
}

const pastVotingQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.pastVoting(userId), queryFn: ({ signal }) => getPastVoting(signal) });

/** Loaded on every entry: a vote cast a moment ago on the voting screen shows at once. */
export const usePastVoting = (userId: string) =>
  useQuery({ ...pastVotingQuery(userId), enabled: Boolean(userId), refetchOnMount: 'always' });
