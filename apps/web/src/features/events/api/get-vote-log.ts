import type { TVoteLogReply } from '@artclash/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from './query-keys';

/** The event's anonymised vote log and its hash (docs/decisions.md#416), read only when someone asks for it. */
export const useVoteLog = (eventId: string, wanted: boolean) =>
  useQuery({
    queryKey: eventKeys.voteLog(eventId),
    queryFn: ({ signal }): Promise<TVoteLogReply> => callApi('voteLog', { params: { eventId } }, { signal }),
    enabled: wanted,
    staleTime: Infinity,
  });
