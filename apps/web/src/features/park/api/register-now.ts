import type { TRegisterNowReply, TRegisterNowRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/register-now (§7): finishes park onboarding and answers with a session. */
export const registerNow = (body: TRegisterNowRequest) => apiPost<TRegisterNowReply>('/api/register-now', body);

export const useRegisterNow = () => useMutation({ mutationFn: registerNow });
