import type { TAdminTagListQuery } from '@artclash/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Every tag write reads every tag search again: a rename, merge or delete changes names and counts across pages. */
function useTagWrite<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.tags() }),
  });
}

export const useRenameTag = () =>
  useTagWrite(({ tagId, name }: { tagId: string; name: string }) =>
    callApi('adminTagRename', { params: { tagId }, body: { name } }),
  );

export const useMergeTag = () =>
  useTagWrite(({ tagId, into }: { tagId: string; into: string }) =>
    callApi('adminTagMerge', { params: { tagId }, body: { into } }),
  );

export const useDeleteTag = () => useTagWrite((tagId: string) => callApi('adminTagDelete', { params: { tagId } }));
