import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { FIRST_CITY, pastEventsQuery } from '@/features/events/api/get-past-events';
import { upcomingEventsQuery } from '@/features/events/api/get-upcoming-events';
import { eventDetailsQuery } from '@/lib/events/get-event-details';

/**
 * The first screen's data, asked for as the app starts: the requests run while the app's texts and the screen's
 * code load (the router, made at the same time, loads that) instead of after them and a render
 * (docs/decisions.md#94, #185). The screens ask with the same query options, so they find these requests under way
 * and send nothing twice.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  if (matchPath(paths.home.path, pathname)) {
    void queryClient.prefetchQuery(upcomingEventsQuery());
    void queryClient.prefetchQuery(pastEventsQuery(FIRST_CITY));
  }
  const details = matchPath(paths.eventDetails.path, pathname);
  if (details?.params.eventId) void queryClient.prefetchQuery(eventDetailsQuery(details.params.eventId));
}
