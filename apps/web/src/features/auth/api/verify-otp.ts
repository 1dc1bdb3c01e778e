import type { TVerifyOtpReply, TVerifyOtpRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/verify-otp (§7): `result._id` is the reset ticket for new-password-create. */
export const verifyOtp = (body: TVerifyOtpRequest) => apiPost<TVerifyOtpReply>('/api/verify-otp', body);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
