import { type FirstScreenName, firstScreens } from '@artclash/contract/values';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { FIRST_CITY, pastEventsQuery } from '@/features/events/api/get-past-events';
import { upcomingEventsQuery } from '@/features/events/api/get-upcoming-events';
import { eventDetailsQuery } from '@/lib/events/get-event-details';
import { firstScreenCode } from './router';

/**
 * The first screen's code and data, asked for as the app starts: the requests run while the app's texts
 * load instead of after them and a render (docs/decisions.md#94, #185). The screens ask with the same
 * query options and the router with the same imports, so they find these requests under way and send
 * nothing twice. Settles when the screen's code is in (or failed to come), so the app can start
 * with it and not show a fallback first (lib/lazy-route.ts).
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const code = Promise.allSettled(
    (Object.keys(firstScreens) as FirstScreenName[])
      .filter((name) => matchPath(firstScreens[name].path, pathname))
      .map((name) => firstScreenCode[name]()),
  );
  if (matchPath(paths.home.path, pathname)) {
    void queryClient.prefetchQuery(upcomingEventsQuery());
    void queryClient.prefetchQuery(pastEventsQuery(FIRST_CITY));
  }
  const details = matchPath(paths.eventDetails.path, pathname);
  if (details?.params.eventId) void queryClient.prefetchQuery(eventDetailsQuery(details.params.eventId));
  return code;
}
