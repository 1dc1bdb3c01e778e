import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** Per battle, where its votes came from (docs/decisions.md#307); read again every 5 s, so stuffing shows as it happens. */
export const useVoteChecks = (eventId: string) =>
  useQuery({
    queryKey: consoleKeys.voteChecks(eventId),
    queryFn: ({ signal }) => callApi('adminVoteChecks', { params: { eventId } }, { signal }),
    refetchInterval: 5000,
  });
