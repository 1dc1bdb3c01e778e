import { useEffect } from 'react';

/**
 * Keeps the screen awake while the page is open (the big screen runs for hours on a projector). The
 * browser releases a Screen Wake Lock when the tab is hidden, so it is asked for again when the tab
 * is visible again. Browsers without the API, or that refuse, simply let the screen sleep.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let closed = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (closed) void next.release();
        else sentinel = next;
      } catch {
        // Refused (battery saver, no permission): the screen may sleep.
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
    };
  }, []);
}
