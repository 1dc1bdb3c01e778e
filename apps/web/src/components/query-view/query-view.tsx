import type { ReactNode } from 'react';
import { isNotFound } from '@/lib/api-client';
import { ErrorState } from '../state/error-state';

/** What QueryView reads of a TanStack query (a `useQuery` result fits as it is). */
export interface ViewedQuery<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** The screen's own placeholder while nothing has come yet. */
  loading: ReactNode;
  /** Shown instead of the generic 'not found' state when the call answers 404. */
  notFound?: ReactNode;
  /** Shown instead of the content when `isEmpty` says the data holds nothing. */
  empty?: ReactNode;
  /** By default: an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A screen's states from one query (docs/decisions.md#216): the data as soon as there is any (a failed
 * refetch keeps the last data on screen, unless the server says the thing is gone: a 404 is 'not found' whatever
 * was shown before), else the error that came (anything but a 404 with a retry), else the screen's placeholder;
 * data that holds nothing shows the empty state.
 */
export function QueryView<T>({ query, loading, notFound, empty, isEmpty = emptyList, children }: QueryViewProps<T>) {
  // Gone is gone: the last data kept of something the server no longer has is not shown (docs/decisions.md#323).
  if (query.error && isNotFound(query.error) && notFound !== undefined) return notFound;
  const failed = query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null;
  if (query.error && isNotFound(query.error)) return failed;
  if (query.data !== undefined) return empty !== undefined && isEmpty(query.data) ? empty : children(query.data);
  return failed ?? loading;
}
