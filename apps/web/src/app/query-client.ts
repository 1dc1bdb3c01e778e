import { hashKey, onlineManager, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { onSessionChange, readSession } from '@/lib/session';
import { KEPT_FOR_MS, keepQueryCache } from './query-persist';

/**
 * Replies are localised by Accept-Language (names of places, lists, messages), so cached data
 * belongs to the language it was fetched in: a switch fetches, or reuses, that language's data.
 */
export const hashLocalizedKey = (queryKey: QueryKey) => hashKey([currentLanguage(), ...queryKey]);

/**
 * Screens show their own error state; a toast also names failures other than "not found". The last data of each
 * screen is kept a day, in memory and in this browser, so offline a screen seen before shows it again
 * (docs/decisions.md#323).
 */
export function createQueryClient() {
  // A page opened offline starts offline: queries wait for the network instead of failing their way to an error.
  onlineManager.setOnline(navigator.onLine);
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 404) return;
        // A polling query whose last data stays on screen (the live screens while their stream is down)
        // fails quietly and catches up on its next poll; a toast a second would only be noise.
        if (query.meta?.quietWhenShown && query.state.data !== undefined) return;
        // Offline, the screen keeps its last data under the offline notice, which already says why it is not new.
        if (!navigator.onLine && query.state.data !== undefined) return;
        notify('error', error.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: KEPT_FOR_MS,
        queryKeyHashFn: hashLocalizedKey,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
      // docs/product.md#rule-116: a form sent offline fails at once with the network message and is
      // never sent later by itself (paused mutations would replay when the network came back).
      mutations: { networkMode: 'always', retry: false },
    },
  });
  keepQueryCache(client);
  forgetOnSignOut(client);
  return client;
}

/**
 * One person's data never shows to the next on a shared phone: when the signed-in person logs out (here or in
 * another tab) or another person signs in, the cache is emptied and every screen loads afresh. A visitor who signs
 * in keeps what they saw: it was public (docs/product.md#rule-255).
 */
function forgetOnSignOut(client: QueryClient) {
  let person = readSession()?._id ?? null;
  onSessionChange(() => {
    const next = readSession()?._id ?? null;
    if (person !== null && next !== person) client.clear();
    person = next;
  });
}
