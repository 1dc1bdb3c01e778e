import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onFirstToast, toastsRequested } from '@/lib/notify';

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * The toast library's chunk, fetched again (with a growing wait) until it loads. The first toast is
 * often the one saying the server cannot be reached, when the chunk cannot be fetched either; a
 * rejected lazy import would take the whole app down (the live screens poll through a server restart).
 */
async function loadToastify() {
  for (let wait = RETRY_MIN_MS; ; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
    try {
      return await import('react-toastify');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** docs/product.md#rule-15, #rule-116: toasts top-right, closing after 5000 ms, newest first, three at most. The container loads with the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(onFirstToast, toastsRequested, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} newestOnTop limit={3} />
    </Suspense>
  );
}
