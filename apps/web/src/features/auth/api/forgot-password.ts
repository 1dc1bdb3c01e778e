import type { TForgotPasswordRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** forgot-password (§7): sends a reset code; also the 'Resend the code' call. */
const forgotPassword = (body: TForgotPasswordRequest) => callApi('forgotPassword', { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
