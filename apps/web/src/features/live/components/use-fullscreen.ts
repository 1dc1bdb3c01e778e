import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => void document.removeEventListener('fullscreenchange', onChange);
}

/** The Fullscreen API for the big screen: whether it is offered, whether the page is full screen, and a toggle. */
export function useFullscreen() {
  const active = useSyncExternalStore(
    subscribe,
    () => !!document.fullscreenElement,
    () => false,
  );
  const supported = typeof document !== 'undefined' && !!document.fullscreenEnabled;
  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void change?.catch(() => {});
  }, []);
  return { supported, active, toggle };
}
