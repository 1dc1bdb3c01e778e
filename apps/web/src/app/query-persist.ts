import { dehydrate, type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { readSession, SESSION_KEY } from '@/lib/session';

/**
 * The last data of every screen seen, kept in this browser so a screen opened again without a network (a reload at
 * the venue, the installed app started offline) shows what it showed before, under the offline notice
 * (docs/decisions.md#323). The service worker keeps the app's code; this keeps its data.
 */
const STORE_KEY = 'artclashQueryCache';
/** Data older than a day is not shown as "the last data": events move on. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 1000;
/** Each build starts afresh: a reply kept by an older build may lack what the new screens read. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID || 'dev';

interface Kept {
  build: string;
  /** Whose data it is: the signed-in user's id, or '' for a visitor. */
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

/**
 * Whose data may be kept now: a visitor's, or a user's who asked to be remembered on this device (a session kept for
 * this tab only keeps no data either, docs/decisions.md#11); null when nothing may be kept.
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

/** Puts back what this browser kept for the same person and build, as data that is stale and will load again. */
export function restoreQueryCache(client: QueryClient): void {
  let kept: Kept | null = null;
  try {
    kept = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as Kept | null;
  } catch {
    kept = null;
  }
  if (!kept) return;
  const owner = keepingOwner();
  if (kept.build !== BUILD_ID || kept.owner !== owner || Date.now() - kept.savedAt > KEPT_FOR_MS) {
    forget();
    return;
  }
  // Kept data is shown at once but never trusted as fresh: each screen loads it again as soon as it can.
  for (const query of kept.state.queries) query.state.isInvalidated = true;
  hydrate(client, kept.state);
}

/**
 * Writes the cache's answers to the browser's storage a second after they change. When the person signed in or out
 * since the page opened, what is kept is dropped and nothing more is written until the next page load: the cache may
 * hold the previous person's data.
 */
export function keepQueryCache(client: QueryClient): void {
  const owner = keepingOwner();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (keepingOwner() !== owner || owner === null) {
      forget();
      return;
    }
    const kept: Kept = {
      build: BUILD_ID,
      owner,
      savedAt: Date.now(),
      state: dehydrate(client, { shouldDehydrateQuery: worthKeeping, shouldDehydrateMutation: () => false }),
    };
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(kept));
    } catch {
      // Full or refused: keeping nothing is better than keeping half.
      forget();
    }
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type !== 'success') return;
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  });
  // A page closed or reloaded within that second still keeps what it showed.
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  });
}
