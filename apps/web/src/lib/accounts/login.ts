import type { TLoginRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** login (§7): a session, or `message: 'unverified'` for a park account still onboarding. */
const login = (body: TLoginRequest) => callApi('login', { body });

export const useLogin = () => useMutation({ mutationFn: login });
