import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadApi } from '@/lib/api-client';
import { storeEvent } from './event-cache';
import { FROM_CONSOLE } from './from-console';

/** An image joins the end of the event's images, with upload progress (0 to 1). */
export function useUploadEventImage(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return uploadApi('adminEventImageUpload', form, { params: { eventId } }, { ...FROM_CONSOLE, onProgress });
    },
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}
