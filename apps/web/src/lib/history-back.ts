/**
 * Whether the history entry before this one is a screen of the app in this tab (docs/product.md#rule-321).
 * React Router's browser history numbers the entries it makes in `history.state.idx`, from 0 for the
 * entry the app was opened on (a reload keeps the numbers; a replace keeps its entry's), so an index above
 * 0 means a step back stays in the app. A memory router leaves no number: there is no step back to take.
 */
export function canGoBackInApp(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}
