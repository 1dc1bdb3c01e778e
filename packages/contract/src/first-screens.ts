import { endpoints, urlOf } from './endpoints.ts';
import { FIRST_HOME_CITY } from './rules/event-values.ts';

/**
 * The results page, which the server sends with the event's share card as its preview (docs/decisions.md#423): a page
 * of the web app whose head messengers read.
 */
export const RESULTS_PATH = '/match-details/:eventId';

interface FirstScreen {
  /** The route pattern, the same for the web app's router and the server (`:name` parameters). */
  path: string;
  /** The screen's source in the web app, as Vite's build manifest names it (relative to apps/web). */
  module: string;
  /** The public calls whose replies the server writes into the screen's page, by what they are. */
  replies: (params: { eventId: string }) => Record<string, string>;
}

/**
 * The screens a visit most often starts on, described once (docs/decisions.md#217): the web app's router
 * loads their code by these modules (app/router.tsx) and the server's page asks for the same code, styles and replies
 * (plugins/web-app.ts), so renaming a screen cannot leave the server preloading a file that is gone
 * (apps/web/src/app/first-screens.test.ts).
 */
export const firstScreens = {
  home: {
    path: '/',
    module: 'src/features/events/routes/home.tsx',
    replies: () => ({
      upcoming: urlOf(endpoints.GetUpcomingEvent),
      // Home's first tab is the first city's (features/events).
      past: urlOf(endpoints.GetPastEvent, { query: { city: FIRST_HOME_CITY } }),
    }),
  },
  eventDetails: {
    path: '/event-details/:eventId',
    module: 'src/features/events/routes/event-details.tsx',
    replies: ({ eventId }) => ({ event: urlOf(endpoints.SingleEventDetails, { params: { eventId } }) }),
  },
  voting: {
    path: '/voting/:eventId',
    module: 'src/features/live/routes/voting.tsx',
    replies: ({ eventId }) => ({ battles: urlOf(endpoints.EventByAllBattle, { params: { id: eventId } }) }),
  },
  liveEventBattle: {
    path: '/live-event-battle/:eventId',
    module: 'src/features/live/routes/live-event-battle.tsx',
    replies: ({ eventId }) => ({ battles: urlOf(endpoints.EventByAllBattle, { params: { id: eventId } }) }),
  },
} as const satisfies Record<string, FirstScreen>;

export type FirstScreenName = keyof typeof firstScreens;
