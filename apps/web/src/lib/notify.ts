/** Toast kinds the app uses (docs/product.md#rule-15: top-right, 5 s, set on the container). */
export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

/** Whether any toast has been asked for yet: the container (and react-toastify) mounts only then. */
export const toastsRequested = () => requested;

export function onFirstToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Error toasts still showing: a success that follows says the trouble is over, so they go (docs/product.md#rule-116). */
const errorsShown = new Set<string>();

// react-toastify loads on first use, off the first screen's critical path; toasts sent before
// the container mounts are queued by the library and shown once it is there.
export function notify(
  kind: NoticeKind,
  message: string,
  /** `stay`: the toast waits for its close button instead of the 5 s, for a notice that must be read. */
  { stay = false }: { stay?: boolean } = {},
): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const toastId = `${kind}:${message}`;
  // While the chunk cannot be fetched (no network), the toast is lost rather than thrown.
  void import('react-toastify')
    .then(({ toast }) => {
      if (kind === 'success') {
        for (const id of errorsShown) toast.dismiss(id);
        errorsShown.clear();
      }
      if (kind === 'error') errorsShown.add(toastId);
      toast[kind](message, {
        toastId,
        onClose: () => errorsShown.delete(toastId),
        ...(stay && { autoClose: false as const }),
      });
    })
    .catch(() => {});
}
