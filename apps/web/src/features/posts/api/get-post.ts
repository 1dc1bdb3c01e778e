import type { TUserPost } from '@artclash/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { postKeys } from '@/lib/post-keys';

/** single-user-post-getAll/{postId}: one post the viewer may see; any other is a 404 (docs/product.md#rule-136). */
async function getPost(postId: string, signal?: AbortSignal): Promise<TUserPost> {
  const reply = await callApi('singleUserPostGetAll', { params: { postId } }, { signal });
  return reply.data;
}

/** The same post stays on screen while it loads again in another language, so Update Post keeps what was typed (docs/product.md#rule-175). */
export const usePost = (postId: string) =>
  useQuery({
    queryKey: postKeys.details(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    enabled: Boolean(postId),
    placeholderData: (previous) => (previous?._id === postId ? previous : undefined),
  });
