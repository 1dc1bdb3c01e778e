import type { TRouletteKeyword } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { useRouletteWrite } from './roulette-cache';
import { FROM_CONSOLE } from './from-console';

export const useSaveKeywords = (eventId: string) =>
  useRouletteWrite(eventId, (keywords: TRouletteKeyword[]) =>
    callApi('adminEventRouletteSave', { params: { eventId }, body: { keywords } }, FROM_CONSOLE),
  );
