import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { votingToReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { liveKeys } from './query-keys';
import { useVotingTo } from './voting-to';

describe('useVotingTo (docs/decisions.md#202)', () => {
  it("keeps the vote's status under the signed-in user, whatever the body's vote_send_userId says", async () => {
    stubFetch(on('/backend/api/VotingTo', () => ({ body: votingToReply('mika') })));
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useVotingTo('fan-1'), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        eventId: 'e1',
        battleId: 'b1',
        vote_receive_userId: 'mika',
        vote_send_userId: 'someone-else',
        vote: 1,
      }),
    );
    expect(queryClient.getQueryData(liveKeys.votingStatus('e1', 'b1', 'fan-1'))).toMatchObject({ userId: 'mika' });
    expect(queryClient.getQueryData(liveKeys.votingStatus('e1', 'b1', 'someone-else'))).toBeUndefined();
  });
});
