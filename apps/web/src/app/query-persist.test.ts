import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { createQueryClient } from './query-client';
import { KEPT_FOR_MS, queryCacheRestored } from './query-persist';

const upcoming = { events: [{ title_eng: 'Shibuya Night Canvas' }] };
const load = (client: ReturnType<typeof createQueryClient>, queryKey: string[], data: unknown, meta = {}) =>
  client.fetchQuery({ queryKey, queryFn: () => Promise.resolve(data), meta });
/** A page opened again (a reload, the installed app started again), once it has put back what was kept (main.tsx waits for it). */
const reopened = async () => {
  const client = createQueryClient();
  await queryCacheRestored(client);
  return client;
};
/** What a page opened again finds in its cache. */
const reloaded = async (queryKey: string[]) => (await reopened()).getQueryData(queryKey);

describe('the last data kept for a screen opened again offline (docs/decisions.md#323)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('keeps what the screens loaded, for a visitor and for a remembered user, a second after it came', async () => {
    const client = createQueryClient();
    await load(client, ['events', 'upcoming'], upcoming);
    expect(await reloaded(['events', 'upcoming'])).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(await reloaded(['events', 'upcoming'])).toEqual(upcoming);
    // Shown at once, loaded again as soon as the screen can: kept data is never taken as fresh.
    expect((await reopened()).getQueryState(['events', 'upcoming'])?.isInvalidated).toBe(true);

    // A page closed within that second keeps what it showed too.
    await load(client, ['events', 'past'], upcoming);
    window.dispatchEvent(new Event('pagehide'));
    expect(await reloaded(['events', 'past'])).toEqual(upcoming);

    saveSession(sessionOf(buildSessionUser({ _id: 'fan-1' }), 'jwt'));
    const fans = createQueryClient();
    await load(fans, ['profile', 'fan-1'], { username: 'kenji' });
    vi.advanceTimersByTime(1000);
    expect(await reloaded(['profile', 'fan-1'])).toEqual({ username: 'kenji' });
  });

  it('forgets it when another person opens the app, after a day, and never keeps it for a session of one tab', async () => {
    saveSession(sessionOf(buildSessionUser({ _id: 'fan-1' }), 'jwt'));
    await load(createQueryClient(), ['profile', 'fan-1'], { username: 'kenji' });
    vi.advanceTimersByTime(1000);
    saveSession(sessionOf(buildSessionUser({ _id: 'fan-2' }), 'jwt-2'));
    expect(await reloaded(['profile', 'fan-1'])).toBeUndefined();
    clearSession();
    expect(localStorage.getItem('artclashQueryCache')).toBeNull();

    await load(createQueryClient(), ['events', 'upcoming'], upcoming);
    vi.advanceTimersByTime(1000);
    vi.setSystemTime(Date.now() + KEPT_FOR_MS + 1);
    expect(await reloaded(['events', 'upcoming'])).toBeUndefined();

    saveSession(sessionOf(buildSessionUser({ _id: 'guest' }), 'jwt-3'), { remember: false });
    await load(createQueryClient(), ['profile', 'guest'], { username: 'borrowed phone' });
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem('artclashQueryCache')).toBeNull();
  });

  it('keeps neither the live screens’ polls nor failed loads, and stops keeping once the person changes', async () => {
    const client = createQueryClient();
    await load(client, ['live', 'e1'], { battles: [] }, { quietWhenShown: true });
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')), retry: false })
      .catch(() => undefined);
    await load(client, ['events', 'upcoming'], upcoming);
    vi.advanceTimersByTime(1000);
    const kept = await reopened();
    expect(kept.getQueryData(['live', 'e1'])).toBeUndefined();
    expect(kept.getQueryState(['broken'])).toBeUndefined();
    expect(kept.getQueryData(['events', 'upcoming'])).toEqual(upcoming);

    // Signed in since the page opened: the visitor's cache is not written as the user's, and what was kept goes.
    saveSession(sessionOf(buildSessionUser({ _id: 'fan-1' }), 'jwt'));
    await load(client, ['profile', 'fan-1'], { username: 'kenji' });
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem('artclashQueryCache')).toBeNull();
  });
});
