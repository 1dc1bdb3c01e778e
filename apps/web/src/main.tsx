import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
import { App } from '@/app/app';
import { prefetchFirstScreen } from '@/app/prefetch';
import { createQueryClient } from '@/app/query-client';
import { i18nReady } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first screen's code and data are asked for while the language's texts load (docs/decisions.md#182, #185);
// the splash of index.html shows meanwhile.
const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location.pathname);
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
// The service worker and its registration code wait until the page has loaded: they never compete with the first screen.
window.addEventListener('load', () => void import('@/app/service-worker').then(({ startServiceWorker }) => startServiceWorker()), { once: true });
