import { safeNextPath } from '@artclash/contract/values';
import { useLocation } from 'react-router';
import { hereAsNext } from './next-path';

/**
 * Where the user came from (docs/product.md#rule-176): the link that opens a screen puts the in-app page
 * it was followed from into that history entry's state, so the screen's back arrow leads there. The
 * state lives in this tab's history only (a reload keeps it; a new tab, a pasted or shared address
 * has none), and only a path `safeNextPath` accepts is ever read back.
 */
export interface CameFromState {
  cameFrom: string;
}

/** The state a link puts on the entry it opens: the page it sits on, with its query and hash. */
export const cameFromHere = (location: { pathname: string; search: string; hash: string }): CameFromState => ({
  cameFrom: hereAsNext(location),
});

/** The page a history entry's state names, or null when it names none (or an unsafe one). */
function readCameFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('cameFrom' in state)) return null;
  return safeNextPath(state.cameFrom);
}

/**
 * The page this screen was opened from, and the state that passes it on to the next entry (an edit
 * screen opened from here that comes back here), or undefined when there is none.
 */
export function useCameFrom(): { cameFrom: string | null; keepCameFrom: CameFromState | undefined } {
  const { state } = useLocation();
  const cameFrom = readCameFrom(state);
  return { cameFrom, keepCameFrom: cameFrom ? { cameFrom } : undefined };
}
