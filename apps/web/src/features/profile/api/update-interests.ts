import type { TInterestsUserProfileRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { userKeys } from '@/lib/accounts/query-keys';

/** InterestsUserProfile (§7): the whole choice of each list sent (docs/product.md#rule-140). */
async function updateInterests(body: TInterestsUserProfileRequest) {
  return callApi('InterestsUserProfile', { body });
}

/** The choices live in get_user's details, which are loaded again. */
export function useUpdateInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterests,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
