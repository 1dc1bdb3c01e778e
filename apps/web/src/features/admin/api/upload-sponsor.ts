import { uploadApi } from '@/lib/api-client';
import { useRouletteWrite } from './roulette-cache';
import { FROM_CONSOLE } from './from-console';

export const useUploadSponsor = (eventId: string) =>
  useRouletteWrite(eventId, ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
    const form = new FormData();
    form.append('image', file);
    return uploadApi('adminSponsorImageUpload', form, { params: { eventId } }, { ...FROM_CONSOLE, onProgress });
  });
