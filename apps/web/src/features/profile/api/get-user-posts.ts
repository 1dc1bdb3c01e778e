import type { TUserPost } from '@artclash/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { postKeys } from '@/lib/post-keys';

/** user-post-getAll/{userId}: the posts of one user that the viewer may see, newest first (docs/product.md#rule-10, #rule-136). */
async function getUserPosts(userId: string, signal?: AbortSignal): Promise<TUserPost[]> {
  const reply = await callApi('userPostGetAll', { params: { userId } }, { signal });
  return reply.data;
}

const userPostsQuery = (userId: string) =>
  queryOptions({ queryKey: postKeys.byUser(userId), queryFn: ({ signal }) => getUserPosts(userId, signal) });

export const useUserPosts = (userId: string) => useQuery({ ...userPostsQuery(userId), enabled: Boolean(userId) });
