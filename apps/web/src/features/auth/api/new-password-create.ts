import type { TNewPasswordCreateRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** new-password-create (§7): saves the new password for a verified reset ticket. */
const newPasswordCreate = (body: TNewPasswordCreateRequest) => callApi('newPasswordCreate', { body });

export const useNewPasswordCreate = () => useMutation({ mutationFn: newPasswordCreate });
