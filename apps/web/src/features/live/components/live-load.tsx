import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/state/error-state';
import { LiveSkeleton } from './live-skeleton';

interface LiveLoadProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
}

/**
 * The live screens' three states: the data as soon as there is any (a failed poll keeps the last
 * data on screen), the error state when nothing came (unknown event: 'Event not found'), else the skeleton.
 */
export function LiveLoad<T>({ query, children, loading = <LiveSkeleton /> }: LiveLoadProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return loading;
}
