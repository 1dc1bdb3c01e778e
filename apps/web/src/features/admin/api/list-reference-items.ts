import type { TAdminReferenceItem, TReferenceList } from '@artclash/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** Every item of one reference list with both names and what uses it (docs/product.md#rule-121). */
export const useReferenceItems = (list: TReferenceList) =>
  useQuery({
    queryKey: consoleKeys.reference(list),
    queryFn: async ({ signal }): Promise<TAdminReferenceItem[]> =>
      (await callApi('adminReferenceList', { params: { list } }, { signal })).items,
    // A language switch reads the list again; meanwhile the rows and the drafts being typed stay.
    placeholderData: keepPreviousData,
  });
