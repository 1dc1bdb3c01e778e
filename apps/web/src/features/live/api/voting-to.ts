import type { TVotingToRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { liveKeys } from './query-keys';

/** VotingTo (§7.3): one vote, movable while voting is on (docs/product.md#rule-17). The voter is the token's holder. */
const votingTo = (body: TVotingToRequest) => callApi('VotingTo', { body });

/**
 * After a vote the voting status is refreshed (§4.7), which moves the highlight: VotingTo answers
 * it already (docs/product.md#rule-62), so a vote is one request, not two. The status is the signed-in
 * user's (`voterId`, the session's id), as the server counts the vote as the token's holder: no body
 * field names whose cache it fills (docs/decisions.md#202).
 */
export function useVotingTo(voterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: votingTo,
    onSuccess: (reply, body) =>
      queryClient.setQueryData(liveKeys.votingStatus(body.eventId, body.battleId, voterId), reply),
  });
}
