import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { userKeys } from '@/lib/accounts/query-keys';

/** UserBioUpdate (§7): the signed-in user's own bio; the details are loaded again (§2.9). */
async function updateBio(bio: string) {
  return callApi('UserBioUpdate', { body: { bio } });
}

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
