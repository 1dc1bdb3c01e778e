import type { TAdminAccountListQuery } from '@artclash/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** The Organisers screen's accounts: found by username or e-mail, everyone or organisers only, a page at a time. */
export const useAdminAccounts = (query: TAdminAccountListQuery) =>
  useQuery({
    queryKey: consoleKeys.accounts(query),
    queryFn: ({ signal }) => callApi('adminAccountList', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
