import type { TAdminRouletteReply, TRouletteKeyword } from '@artclash/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { consoleKeys } from './console-keys';

/** The event's own roulette (docs/decisions.md#64): its keyword rows and sponsor image. */
export const useEventRoulette = (eventId: string) =>
  useQuery({
    queryKey: consoleKeys.roulette(eventId),
    queryFn: async ({ signal }) =>
      (await callApi('adminEventRouletteGet', { params: { eventId } }, { signal })).Roulette,
  });

function useRouletteWrite<V>(eventId: string, call: (variables: V) => Promise<TAdminRouletteReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (reply) => {
      queryClient.setQueryData(consoleKeys.roulette(eventId), reply.Roulette);
      await queryClient.invalidateQueries({ queryKey: eventKeys.battles(eventId) });
    },
  });
}

export const useSaveKeywords = (eventId: string) =>
  useRouletteWrite(eventId, (keywords: TRouletteKeyword[]) =>
    callApi('adminEventRouletteSave', { params: { eventId }, body: { keywords } }),
  );

export const useUploadSponsor = (eventId: string) =>
  useRouletteWrite(eventId, ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
    const form = new FormData();
    form.append('image', file);
    return uploadApi('adminSponsorImageUpload', form, { params: { eventId } }, { onProgress });
  });
