import type { TEmailCodeConfirmRequest, TEmailCodeSendRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { readSession, renewStoredSession } from '../session';
import { userKeys } from './query-keys';

/** email-code/send (docs/decisions.md#260): a code to the address the signed-in user wants to prove. */
const sendEmailCode = (body: TEmailCodeSendRequest) => callApi('emailCodeSend', { body });

/** email-code/confirm: the code proves the address, which becomes the account's. */
const confirmEmailCode = (body: TEmailCodeConfirmRequest) => callApi('emailCodeConfirm', { body });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

/** The stored session takes the account as it now is (its address), and the account's details load again. */
export function useConfirmEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailCode,
    onSuccess: async ({ user }) => {
      const session = readSession();
      if (session?._id === user._id) renewStoredSession(session.token, user, session.token);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
