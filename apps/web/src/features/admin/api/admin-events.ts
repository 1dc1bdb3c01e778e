import type {
  TAdminEventListQuery,
  TAdminEventReply,
  TEventCreateRequest,
  TEventUpdateRequest,
} from '@artclash/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { consoleKeys } from './console-keys';

/** The console's event list: a page of upcoming or past events, found by title. */
export const useAdminEvents = (query: TAdminEventListQuery) =>
  useQuery({
    queryKey: consoleKeys.events(query),
    queryFn: ({ signal }) => callApi('adminEventList', { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One event as the console edits it, with its version (docs/decisions.md#68). */
export const useAdminEvent = (eventId: string | undefined) =>
  useQuery({
    queryKey: consoleKeys.event(eventId ?? ''),
    queryFn: ({ signal }) => callApi('adminEventGet', { params: { eventId: eventId ?? '' } }, { signal }),
    enabled: Boolean(eventId),
    staleTime: 0,
  });

/** After a write: the console's copy is the reply; every list and the public pages read again. */
async function storeEvent(queryClient: QueryClient, reply: TAdminEventReply) {
  queryClient.setQueryData(consoleKeys.event(reply.event._id), reply);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'events'] }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  ]);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventCreateRequest) => callApi('adminEventCreate', { body }),
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}

export function useUpdateEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventUpdateRequest) => callApi('adminEventUpdate', { params: { eventId }, body }),
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('adminEventDelete', { params: { eventId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: consoleKeys.event(eventId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'events'] }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
  });
}

/** An image joins the end of the event's images, with upload progress (0 to 1). */
export function useUploadEventImage(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return uploadApi('adminEventImageUpload', form, { params: { eventId } }, { onProgress });
    },
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}

/** Fans and artists found by username or e-mail, to pick as participants or players. */
export const useUserSearch = (q: string) =>
  useQuery({
    queryKey: consoleKeys.users(q),
    queryFn: ({ signal }) => callApi('adminUserSearch', { query: { q } }, { signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** The embed as the server would save it (docs/decisions.md#63), '' when nothing allowed survives. */
export const useEmbedPreview = (html: string) =>
  useQuery({
    queryKey: consoleKeys.embed(html),
    queryFn: ({ signal }) => callApi('adminEmbedPreview', { body: { youtube_emd: html } }, { signal }),
    enabled: html.trim().length > 0,
    staleTime: Infinity,
  });
