import type { TAdminTagListQuery } from '@artclash/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** A page of the tags whose name holds `q`, with their post counts. */
export const useTags = (query: TAdminTagListQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: consoleKeys.tags(query),
    queryFn: ({ signal }) => callApi('adminTagList', { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
