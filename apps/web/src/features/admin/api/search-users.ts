import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** Fans and artists found by username or e-mail, to pick as participants or players. */
export const useUserSearch = (q: string) =>
  useQuery({
    queryKey: consoleKeys.users(q),
    queryFn: ({ signal }) => callApi('adminUserSearch', { query: { q } }, { signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
