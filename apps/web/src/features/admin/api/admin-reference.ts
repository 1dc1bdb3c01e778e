import type { TAdminReferenceItem, TReferenceItemRequest, TReferenceList } from '@artclash/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** Every item of one reference list with both names and what uses it (docs/decisions.md#121). */
export const useReferenceItems = (list: TReferenceList) =>
  useQuery({
    queryKey: consoleKeys.reference(list),
    queryFn: async ({ signal }): Promise<TAdminReferenceItem[]> =>
      (await callApi('adminReferenceList', { params: { list } }, { signal })).items,
    // A language switch reads the list again; meanwhile the rows and the drafts being typed stay.
    placeholderData: keepPreviousData,
  });

/** The countries a city can belong to, named in the interface language. */
export const useCountries = () =>
  useQuery({
    queryKey: consoleKeys.countries(),
    queryFn: async ({ signal }) => (await callApi('fetchAllCountry', undefined, { signal })).data,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/** Every write reads the list again, so order and counts stay the server's. */
function useReferenceWrite<V>(list: TReferenceList, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.reference(list) }),
  });
}

export const useAddReferenceItem = (list: TReferenceList) =>
  useReferenceWrite(list, (body: TReferenceItemRequest) => callApi('adminReferenceCreate', { params: { list }, body }));

export const useEditReferenceItem = (list: TReferenceList) =>
  useReferenceWrite(list, ({ itemId, ...body }: TReferenceItemRequest & { itemId: string }) =>
    callApi('adminReferenceUpdate', { params: { list, itemId }, body }),
  );

export const useRemoveReferenceItem = (list: TReferenceList) =>
  useReferenceWrite(list, (itemId: string) => callApi('adminReferenceDelete', { params: { list, itemId } }));
