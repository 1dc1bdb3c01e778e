/** Toast kinds the app uses (decision 15: top-right, 5 s, set on the container). */
export type NoticeKind = 'info' | 'success' | 'error';

// react-toastify loads on first use, off the first screen's critical path; toasts sent before
// the container mounts are queued by the library and shown once it is there.
export function notify(kind: NoticeKind, message: string): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message, { toastId: `${kind}:${message}` }));
}
