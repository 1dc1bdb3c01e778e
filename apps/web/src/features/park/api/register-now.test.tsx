import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { userDetailsQuery } from '@/lib/accounts/get-user';
import { buildSessionUser, buildUserDetails, registerNowReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { useRegisterNow } from './register-now';

describe('register-now', () => {
  it('marks the user details it changed for asking again', async () => {
    const queryClient = createTestQueryClient();
    const details = userDetailsQuery({ _id: 'u-park', token: 'jwt-old' });
    queryClient.setQueryData(details.queryKey, buildUserDetails({ _id: 'u-park', type: 'park' }));
    const { requests } = stubFetch(
      on('/backend/api/register-now', { body: registerNowReply(buildSessionUser({ _id: 'u-park', type: 'myself' })) }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRegisterNow(), { wrapper });
    expect(queryClient.getQueryState(details.queryKey)?.isInvalidated).toBe(false);

    await act(() =>
      result.current.mutateAsync({
        userID: 'u-park',
        parent_age: '2001-5-5',
        event_interests: ['interest-1'],
        type: 'myself',
      }),
    );

    expect(requests.map((request) => [request.method, request.url.pathname])).toEqual([
      ['POST', '/backend/api/register-now'],
    ]);
    expect(queryClient.getQueryState(details.queryKey)?.isInvalidated).toBe(true);
  });
});
