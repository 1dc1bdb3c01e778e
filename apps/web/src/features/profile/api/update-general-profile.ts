import type { TGeneralUserProfileUpRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { userKeys } from '@/lib/accounts/query-keys';
import { profileKeys } from './query-keys';

/** GeneralUserProfileUp (§7): the signed-in user's own general profile (docs/product.md#rule-139). */
async function updateGeneralProfile(body: TGeneralUserProfileUpRequest) {
  return callApi('GeneralUserProfileUp', { body });
}

/** The details are loaded again (§2.9), and the public face that shows the name, country and links. */
export function useUpdateGeneralProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}
