import type { TRegisterNowRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/lib/accounts/query-keys';
import { callApi } from '@/lib/api-client';

/** register-now (§7): finishes park onboarding and answers with a session. */
const registerNow = (body: TRegisterNowRequest) => callApi('registerNow', { body });

/** The account's type and interests change, so any user details shown are asked for again. */
export function useRegisterNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerNow,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
