import { lazy, Suspense } from 'react';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** Decision 15: toasts top-right, closing after 5000 ms. Loaded after the first render. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} newestOnTop />
    </Suspense>
  );
}
