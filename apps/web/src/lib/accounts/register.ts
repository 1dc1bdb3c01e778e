import type { TRegisterReply, TRegisterRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../api-client';

/** POST /api/register (§7): fan and artist accounts are active at once, park ones wait for register-now (decision 19). */
export const register = (body: TRegisterRequest) => apiPost<TRegisterReply>('/api/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
