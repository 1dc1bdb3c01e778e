import type { TRegisterRequest } from '@artclash/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** register (§7): fan and artist accounts are active at once, park ones wait for register-now (docs/product.md#rule-19). */
const register = (body: TRegisterRequest) => callApi('register', { body });

export const useRegister = () => useMutation({ mutationFn: register });
