import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PublicOnly } from './guards';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

// Every screen is its own chunk (route-level code splitting keeps the home route small).
const HomeRoute = lazy(() => import('@/features/events/routes/home').then((m) => ({ default: m.HomeRoute })));
const EventDetailsRoute = lazy(() =>
  import('@/features/events/routes/event-details').then((m) => ({ default: m.EventDetailsRoute })),
);
const MatchDetailsRoute = lazy(() =>
  import('@/features/events/routes/match-details').then((m) => ({ default: m.MatchDetailsRoute })),
);
const CalendarRoute = lazy(() => import('@/features/events/routes/calendar').then((m) => ({ default: m.CalendarRoute })));
const PrivacyPolicyRoute = lazy(() =>
  import('@/features/legal/routes/privacy-policy').then((m) => ({ default: m.PrivacyPolicyRoute })),
);
const TermsRoute = lazy(() => import('@/features/legal/routes/terms').then((m) => ({ default: m.TermsRoute })));
const ChooserRoute = lazy(() => import('@/features/auth/routes/chooser').then((m) => ({ default: m.ChooserRoute })));
const WelcomeRoute = lazy(() => import('@/features/auth/routes/welcome').then((m) => ({ default: m.WelcomeRoute })));
const ParkLandingRoute = lazy(() =>
  import('@/features/park/routes/park-landing').then((m) => ({ default: m.ParkLandingRoute })),
);

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * Only the screens built so far are registered; the rest of spec §2.1 lives in `paths` and
 * falls through to home until its issue lands.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.eventDetails.path, element: <EventDetailsRoute /> },
      { path: paths.matchDetails.path, element: <MatchDetailsRoute /> },
      { path: paths.calendar.path, element: <CalendarRoute /> },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyRoute /> },
      { path: paths.terms.path, element: <TermsRoute /> },
      { path: paths.chooser.path, element: <PublicOnly><ChooserRoute /></PublicOnly> },
      { path: paths.welcome.path, element: <PublicOnly><WelcomeRoute /></PublicOnly> },
      { path: paths.park.path, element: <PublicOnly><ParkLandingRoute /></PublicOnly> },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
