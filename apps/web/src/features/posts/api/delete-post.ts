import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { userKeys } from '@/lib/accounts/query-keys';
import { postKeys } from '@/lib/post-keys';

/** user-post-delete/{postId} (§7): the owner's own post; their posts and Uploads count load again. */
export function useDeletePost({ userId, postId }: { userId: string; postId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('userPostDelete', { params: { postId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: postKeys.details(postId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.byUser(userId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
}
