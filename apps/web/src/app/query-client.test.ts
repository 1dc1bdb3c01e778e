import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { clearSession, saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { createQueryClient } from './query-client';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const failing = (status: number) => () =>
  Promise.reject(new ApiError('Could not reach ArtClash. Please check your connection.', status));

describe('the query client (docs/product.md §8)', () => {
  afterEach(() => vi.mocked(notify).mockClear());

  it('toasts a failed load, but not a "not found"', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['a'], queryFn: failing(0), retry: false }).catch(() => {});
    await client.fetchQuery({ queryKey: ['b'], queryFn: failing(404), retry: false }).catch(() => {});
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('error', 'Could not reach ArtClash. Please check your connection.');
  });

  it('keeps a quiet poll quiet while its last data is on screen, and toasts when there is none', async () => {
    const client = createQueryClient();
    const quiet = { meta: { quietWhenShown: true }, retry: false, staleTime: 0 } as const;
    await client.fetchQuery({ ...quiet, queryKey: ['empty'], queryFn: failing(0) }).catch(() => {});
    expect(notify).toHaveBeenCalledTimes(1);

    client.setQueryData(['shown'], { battles: [] });
    await client.fetchQuery({ ...quiet, queryKey: ['shown'], queryFn: failing(0) }).catch(() => {});
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("empties the cache when the signed-in person logs out or another signs in, never a visitor's public data", () => {
    const client = createQueryClient();
    client.setQueryData(['events'], ['public']);
    saveSession(sessionOf(buildSessionUser({ _id: 'fan-a' }), 'token-a'));
    expect(client.getQueryData(['events'])).toEqual(['public']);

    client.setQueryData(['my-votes'], ['a voted']);
    saveSession(sessionOf(buildSessionUser({ _id: 'fan-a' }), 'token-a2'));
    expect(client.getQueryData(['my-votes'])).toEqual(['a voted']);

    saveSession(sessionOf(buildSessionUser({ _id: 'fan-b' }), 'token-b'));
    expect(client.getQueryData(['my-votes'])).toBeUndefined();

    client.setQueryData(['my-votes'], ['b voted']);
    clearSession({ byUser: true });
    expect(client.getQueryData(['my-votes'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
