import type { TLoginReply, TLoginRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../api-client';

/** POST /api/login (§7): a session, or `message: 'unverified'` for a park account still onboarding. */
export const login = (body: TLoginRequest) => apiPost<TLoginReply>('/api/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
