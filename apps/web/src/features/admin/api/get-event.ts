import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** One event as the console edits it, with its version (docs/product.md#rule-68). */
export const useAdminEvent = (eventId: string | undefined) =>
  useQuery({
    queryKey: consoleKeys.event(eventId ?? ''),
    queryFn: ({ signal }) => callApi('adminEventGet', { params: { eventId: eventId ?? '' } }, { signal }),
    enabled: Boolean(eventId),
    staleTime: 0,
  });
