import type { TBattleCurvesReply } from '@artclash/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from './query-keys';

/** How each battle of the event was won (docs/decisions.md#421), once its results are public; they change no more. */
export const useBattleCurves = (eventId: string, published: boolean) =>
  useQuery({
    queryKey: eventKeys.curves(eventId),
    queryFn: ({ signal }): Promise<TBattleCurvesReply> => callApi('battleCurves', { params: { eventId } }, { signal }),
    enabled: published,
    staleTime: Infinity,
  });
