import { useSyncExternalStore } from 'react';

/** A new version of the app, installed and waiting: `apply` lets it take over and reloads the page. */
export interface AppUpdate {
  apply: () => void;
}

let waiting: AppUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker's registration (app/service-worker.ts) when a new version is waiting. */
export function announceAppUpdate(update: AppUpdate): void {
  waiting = update;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting new version, or null while the running one is current. */
export function useAppUpdate(): AppUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
