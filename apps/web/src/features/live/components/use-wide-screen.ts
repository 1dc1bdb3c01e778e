import { useSyncExternalStore } from 'react';

/** A screen this wide is a projector, a television or a laptop, not a phone (docs/product.md#rule-328). */
const WIDE_SCREEN = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => void query.removeEventListener('change', onChange);
}

/** Whether the window is wide enough for the big screen's layout; follows it as it changes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
