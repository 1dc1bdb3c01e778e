import { registerSW } from 'virtual:pwa-register';
import { announceAppUpdate } from '@/lib/app-update';

/**
 * Registers the service worker at /sw.js (docs/decisions.md#91). A new version installs in the
 * background and waits; app/update-prompt.tsx decides when it takes over (`updateSW` makes it the
 * active worker and reloads the page).
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => announceAppUpdate({ apply: () => void updateSW(true) }),
  });
}
