import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { liveKeys } from './query-keys';

/** The room as every server process sees it (docs/decisions.md#251), read again every 2 s while the control room is open. */
export const useRoom = (eventId: string) =>
  useQuery({
    queryKey: liveKeys.room(eventId),
    queryFn: ({ signal }) => callApi('adminEventRoom', { params: { eventId } }, { signal }),
    refetchInterval: 2000,
    meta: { quietWhenShown: true },
  });
