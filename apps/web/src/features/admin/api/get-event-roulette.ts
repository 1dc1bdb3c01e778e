import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** The event's own roulette (docs/product.md#rule-64): its keyword rows and sponsor image. */
export const useEventRoulette = (eventId: string) =>
  useQuery({
    queryKey: consoleKeys.roulette(eventId),
    queryFn: async ({ signal }) =>
      (await callApi('adminEventRouletteGet', { params: { eventId } }, { signal })).Roulette,
  });
