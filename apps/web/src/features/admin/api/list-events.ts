import type { TAdminEventListQuery } from '@artclash/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** The console's event list: a page of upcoming or past events, found by title. */
export const useAdminEvents = (query: TAdminEventListQuery) =>
  useQuery({
    queryKey: consoleKeys.events(query),
    queryFn: ({ signal }) => callApi('adminEventList', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
