import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { FIRST_CITY, pastEventsQuery } from '@/features/events/api/get-past-events';
import { singleEventDetailsQuery } from '@/features/events/api/get-single-event-details';
import { upcomingEventsQuery } from '@/features/events/api/get-upcoming-events';

/**
 * The first screen's data, asked for as the app starts: the requests run while the screen's own code
 * is still loading instead of after it (docs/decisions.md#94). The screens ask with the same query
 * options, so they find these requests under way and send nothing twice.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  if (matchPath(paths.home.path, pathname)) {
    void queryClient.prefetchQuery(upcomingEventsQuery());
    void queryClient.prefetchQuery(pastEventsQuery(FIRST_CITY));
  }
  const details = matchPath(paths.eventDetails.path, pathname);
  if (details?.params.eventId) void queryClient.prefetchQuery(singleEventDetailsQuery(details.params.eventId));
}
