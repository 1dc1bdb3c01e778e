import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onFirstToast, toastsRequested } from '@/lib/notify';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** docs/decisions.md#15: toasts top-right, closing after 5000 ms. The container loads with the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(onFirstToast, toastsRequested, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} newestOnTop />
    </Suspense>
  );
}
