import type { TNewPasswordCreateReply, TNewPasswordCreateRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/new-password-create (§7): saves the new password for a verified reset ticket. */
export const newPasswordCreate = (body: TNewPasswordCreateRequest) =>
  apiPost<TNewPasswordCreateReply>('/api/new-password-create', body);

export const useNewPasswordCreate = () => useMutation({ mutationFn: newPasswordCreate });
