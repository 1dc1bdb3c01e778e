import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { storeBattle } from './battle-controls';

interface ArtworkUpload {
  battleId: string;
  side: '1' | '2';
  file: File;
  onProgress: (share: number) => void;
}

/**
 * The photo of one side's canvas, from the control room once time is up (docs/decisions.md#425): made phone-sized
 * first (a camera's 12 megapixels need not cross the venue's network), then sent with its progress; the battle as the
 * server answers it goes into the live list (the stream's next snapshot agrees).
 */
export function useUploadArtwork(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ battleId, side, file, onProgress }: ArtworkUpload) => {
      const form = new FormData();
      form.append('image', await shrinkPhoto(file), file.name);
      return uploadApi(
        'adminBattleArtworkUpload',
        form,
        { params: { battleId, side } },
        {
          screen: 'controlRoom',
          onProgress,
        },
      );
    },
    onSuccess: (reply) => void storeBattle(queryClient, eventId, reply.battle),
  });
}

/** The photo of one side's canvas taken away, with its artist's draft (docs/decisions.md#425). */
export function useRemoveArtwork(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, side }: Pick<ArtworkUpload, 'battleId' | 'side'>) =>
      callApi('adminBattleArtworkDelete', { params: { battleId, side } }, { screen: 'controlRoom' }),
    onSuccess: (reply) => void storeBattle(queryClient, eventId, reply.battle),
  });
}
