import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { readSession, SESSION_KEY } from '@/lib/session';

/**
 * The last data of every screen seen, kept in this browser so a screen opened again without a network (a reload at
 * the venue, the installed app started offline) shows what it showed before, under the offline notice
 * (docs/decisions.md#323). The service worker keeps the app's code; this keeps its data, through TanStack Query's
 * persister (@tanstack/react-query-persist-client with a localStorage persister).
 */
const STORE_KEY = 'artclashQueryCache';
/** Data older than a day is not shown as "the last data": events move on. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 1000;
/** Each build starts afresh: a reply kept by an older build may lack what the new screens read. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID || 'dev';

/**
 * Whose data may be kept now: a visitor's (''), or the id of a user who asked to be remembered on this device (a
 * session kept for this tab only keeps no data either, docs/product.md#rule-11); null when nothing may be kept.
 */
function keepingOwner(): string | null {
  const session = readSession();
  if (!session) return '';
  try {
    return localStorage.getItem(SESSION_KEY) ? session._id : null;
  } catch {
    return null;
  }
}

function forget() {
  try {
    localStorage.removeItem(STORE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Only answers that came, not older than a day; never the live screens' polls, which are stale a second later. */
const worthKeeping = (query: Query) =>
  query.state.status === 'success' &&
  query.state.data !== undefined &&
  !query.meta?.quietWhenShown &&
  Date.now() - query.state.dataUpdatedAt < KEPT_FOR_MS;

/** Kept data is shown at once but never trusted as fresh: each screen loads it again as soon as it can. */
function keptAsStale(text: string): PersistedClient {
  const kept = JSON.parse(text) as PersistedClient;
  for (const query of kept.clientState.queries) query.state.isInvalidated = true;
  return kept;
}

const restoring = new WeakMap<QueryClient, Promise<void>>();

/** Settles once what this browser kept has been put back into the client (or dropped). */
export const queryCacheRestored = (client: QueryClient): Promise<void> => restoring.get(client) ?? Promise.resolve();

/**
 * Puts back what this browser kept for the same person and build (the persister's `buster`), if under a day old
 * (`maxAge`), and from then on writes the cache's answers to the browser's storage a second after they come (the
 * persister's throttle) and when the page goes away. Once someone else signs in or out, each write drops what is kept
 * instead: the cache may hold the previous person's data. A session kept for this tab only drops what was kept and
 * keeps nothing.
 */
export function keepQueryCache(queryClient: QueryClient): void {
  const owner = keepingOwner();
  if (owner === null) {
    forget();
    return;
  }
  let unsaved = false;
  const storage = {
    getItem: (key: string) => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key: string, value: string) => {
      unsaved = false;
      if (keepingOwner() === owner) localStorage.setItem(key, value);
      else forget();
    },
    removeItem: forget,
  };
  const persister = createSyncStoragePersister({
    storage,
    key: STORE_KEY,
    throttleTime: SAVE_AFTER_MS,
    deserialize: keptAsStale,
    // Full or refused: keeping nothing is better than keeping half.
    retry: () => void forget(),
  });
  const options = {
    queryClient,
    persister,
    maxAge: KEPT_FOR_MS,
    buster: `${BUILD_ID}:${owner}`,
    dehydrateOptions: { shouldDehydrateQuery: worthKeeping, shouldDehydrateMutation: () => false },
  };
  // What cannot be read the persister drops; the screens load afresh.
  restoring.set(
    queryClient,
    persistQueryClientRestore(options).catch(() => undefined),
  );
  // Saved when an answer comes or goes, from the start (a reply that came with the page, docs/decisions.md#188, may
  // come before the restore is done), and not for what the restore itself puts back.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' ? event.action.type !== 'success' : event.type !== 'removed') return;
    unsaved = true;
    void persistQueryClientSave(options);
  });
  // A page closed or reloaded within that second still keeps what it showed: written at once, not throttled.
  const atOnce = {
    ...persister,
    persistClient: (kept: PersistedClient) => {
      try {
        storage.setItem(STORE_KEY, JSON.stringify(kept));
      } catch {
        forget();
      }
    },
  };
  window.addEventListener('pagehide', () => {
    if (unsaved) void persistQueryClientSave({ ...options, persister: atOnce });
  });
}
