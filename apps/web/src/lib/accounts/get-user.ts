import type { TGetUserReply, TUserDetails } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import type { Session } from '../session';

export async function getUser(userId: string, signal?: AbortSignal): Promise<TUserDetails> {
  const reply = await apiGet<TGetUserReply>(`/api/get_user/${encodeURIComponent(userId)}`, { signal });
  return reply.data;
}

/** Keyed by user and token: a new login never shows the previous account's details. */
export const userDetailsQuery = (session: Pick<Session, '_id' | 'token'>) =>
  queryOptions({
    queryKey: ['user', session._id, session.token],
    queryFn: ({ signal }) => getUser(session._id, signal),
    staleTime: 60_000,
  });

/** Spec §2.3: the header fetches the signed-in user's details with the stored token and _id. */
export const useUserDetails = (session: Session | null) =>
  useQuery({ ...userDetailsQuery(session ?? { _id: '', token: '' }), enabled: Boolean(session) });
