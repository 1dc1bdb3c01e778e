import type { TRecordReply } from '@artclash/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { eventKeys } from '../event-keys';

/**
 * An event's record for its organisers (docs/decisions.md#417), newest first, a page at a time; read only while it is
 * open, and again every 5 s, so the night's last moves show as they happen.
 */
export const useNightRecord = (eventId: string, open: boolean) =>
  useInfiniteQuery({
    queryKey: eventKeys.record(eventId),
    queryFn: ({ pageParam, signal }): Promise<TRecordReply> =>
      callApi(
        'adminEventRecord',
        { params: { eventId }, query: pageParam === undefined ? {} : { before: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.seq : undefined),
    enabled: open,
    refetchInterval: open ? 5000 : false,
  });
