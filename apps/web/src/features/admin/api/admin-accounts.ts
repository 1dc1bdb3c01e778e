import type { TAdminAccountListQuery, TRole } from '@artclash/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** The Organisers screen's accounts: found by username or e-mail, everyone or organisers only, a page at a time. */
export const useAdminAccounts = (query: TAdminAccountListQuery) =>
  useQuery({
    queryKey: consoleKeys.accounts(query),
    queryFn: ({ signal }) => callApi('adminAccountList', { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Makes an account an organiser or a user again; every page of the list (and its organiser count) reads again. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TRole }) =>
      callApi('adminAccountRole', { params: { userId }, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'accounts'] }),
  });
}
