import type { TVerifyOtpRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** verify-otp (§7): `result._id` is the reset ticket for new-password-create. */
const verifyOtp = (body: TVerifyOtpRequest) => callApi('verifyOtp', { body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
