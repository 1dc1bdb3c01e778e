import type { TUserDetails } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { Session } from '../session';
import { userKeys } from './query-keys';

async function getUser(userId: string, signal?: AbortSignal): Promise<TUserDetails> {
  const reply = await callApi('getUser', { params: { userId } }, { signal });
  return reply.data;
}

export const userDetailsQuery = (session: Pick<Session, '_id' | 'token'>) =>
  queryOptions({
    queryKey: userKeys.details(session),
    queryFn: ({ signal }) => getUser(session._id, signal),
    staleTime: 60_000,
  });

/**
 * Spec §2.3: the header fetches the signed-in user's details with the stored token and _id.
 * `onEntry` refetches every time the screen mounts (screens that load the details on entry, §2.9),
 * still showing the cached details meanwhile. The same account's details stay on screen while they
 * load again under a new key (another language, a renewed token), so a form opened from them keeps
 * what was typed (docs/product.md#rule-175); another account's never show.
 */
export const useUserDetails = (session: Session | null, { onEntry = false }: { onEntry?: boolean } = {}) =>
  useQuery({
    ...userDetailsQuery(session ?? { _id: '', token: '' }),
    enabled: Boolean(session),
    refetchOnMount: onEntry ? 'always' : true,
    placeholderData: (previous) => (previous && session && previous._id === session._id ? previous : undefined),
  });
