import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
import { App } from '@/app/app';
import { prefetchFirstScreen } from '@/app/prefetch';
import { createQueryClient } from '@/app/query-client';
import { queryCacheRestored } from '@/app/query-persist';
import { createAppRouter, routerReady } from '@/app/router';
import { watchClientErrors } from '@/lib/client-errors';
import { i18nReady } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A crash nothing on the screen caught reaches the operator's log too (docs/decisions.md#342).
watchClientErrors();

// The first screen's code and data are asked for while the language's texts load (docs/decisions.md#182, #185): the
// router, once made, loads the code of the screen the page opened on (route.lazy); the splash of index.html shows
// meanwhile. The app starts once the texts, the screen's code and the data this browser kept (app/query-persist.ts)
// are in, so it shows the screen at once instead of a fallback first (docs/decisions.md#187).
const queryClient = createQueryClient();
const router = createAppRouter();
prefetchFirstScreen(queryClient, window.location.pathname);
void Promise.allSettled([i18nReady, routerReady(router), queryCacheRestored(queryClient)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);
// The service worker, its registration code and its precache wait until the first screen is in: the page's load event
// comes before the screen's data, pictures and texts, and on a phone's slow network they must not share it (docs/decisions.md#187).
const SERVICE_WORKER_AFTER_LOAD_MS = 3000;
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);
const startServiceWorker = () => void import('@/app/service-worker').then((worker) => worker.startServiceWorker());
window.addEventListener('load', () => setTimeout(() => whenIdle(startServiceWorker), SERVICE_WORKER_AFTER_LOAD_MS), {
  once: true,
});
