import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** The event's night report (docs/decisions.md#424), read when its page opens. */
export const useEventReport = (eventId: string) =>
  useQuery({
    queryKey: consoleKeys.report(eventId),
    queryFn: ({ signal }) => callApi('adminEventReport', { params: { eventId } }, { signal }),
  });
