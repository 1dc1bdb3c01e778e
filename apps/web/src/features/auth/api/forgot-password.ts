import type { TForgotPasswordReply, TForgotPasswordRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/forgot-password (§7): sends a reset code; also the 'Resend the code' call. */
export const forgotPassword = (body: TForgotPasswordRequest) => apiPost<TForgotPasswordReply>('/api/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
