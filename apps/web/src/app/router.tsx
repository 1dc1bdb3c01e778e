import type { FirstScreenName } from '@artclash/contract/values';
import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { OfflineNotice } from '@/components/app-notice/offline-notice';
import { loadOrganiserTexts } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { PublicOnly, RequireMainType, RequireOrganiser, RequireSession } from './guards';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { UpdatePrompt } from './update-prompt';

// Every screen is its own chunk (route-level code splitting keeps the home route small), loaded by React Router
// (`route.lazy`) before the navigation to it commits: the screen on view stays until the next one's code is in, so
// no fallback shows between them, and the first screen's code is in before the app renders (main.tsx,
// docs/decisions.md#187).

/** A route's screen, by its module's export. */
const screen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/** A console screen's code and the console's texts load together (docs/decisions.md#182). */
const consoleScreen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  screen(() => Promise.all([load(), loadOrganiserTexts()]).then(([module]) => module), name);

/** The screens a visit most often starts on (@artclash/contract's firstScreens), by the module the contract names. */
export const firstScreenCode = {
  home: () => import('@/features/events/routes/home'),
  eventDetails: () => import('@/features/events/routes/event-details'),
  voting: () => import('@/features/live/routes/voting'),
  liveEventBattle: () => import('@/features/live/routes/live-event-battle'),
} satisfies Record<FirstScreenName, () => Promise<unknown>>;

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      <OfflineNotice />
      <UpdatePrompt />
    </>
  );
}

/** Every screen of docs/product.md §2.1, by its `paths` entry; any other path goes home (docs/product.md#rule-1). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the code of the screen a render starts on loads. The app never shows it (main.tsx renders once the
    // router has that code); a router made elsewhere (the tests') does.
    HydrateFallback: RouteFallback,
    children: [
      { path: paths.home.path, lazy: screen(firstScreenCode.home, 'HomeRoute') },
      { path: paths.eventDetails.path, lazy: screen(firstScreenCode.eventDetails, 'EventDetailsRoute') },
      {
        path: paths.matchDetails.path,
        lazy: screen(() => import('@/features/events/routes/match-details'), 'MatchDetailsRoute'),
      },
      { path: paths.calendar.path, lazy: screen(() => import('@/features/events/routes/calendar'), 'CalendarRoute') },
      {
        path: paths.privacyPolicy.path,
        lazy: screen(() => import('@/features/legal/routes/privacy-policy'), 'PrivacyPolicyRoute'),
      },
      { path: paths.terms.path, lazy: screen(() => import('@/features/legal/routes/terms'), 'TermsRoute') },
      // Live (docs/product.md#rule-3, #rule-6, #rule-7): public; the big screen shows the show and holds no control, the
      // control room under /admin runs it, and the roulette's spin is for organisers.
      { path: paths.liveEvent.path, lazy: screen(() => import('@/features/live/routes/live-event'), 'LiveEventRoute') },
      { path: paths.liveEventBattle.path, lazy: screen(firstScreenCode.liveEventBattle, 'LiveEventBattleRoute') },
      { path: paths.roulette.path, lazy: screen(() => import('@/features/live/routes/roulette'), 'RouletteRoute') },
      {
        path: paths.roulettePublic.path,
        lazy: screen(() => import('@/features/live/routes/roulette'), 'RouletteRoute'),
      },
      // docs/product.md#rule-5, #rule-330: voting; a visitor not signed in is offered the ways in on the screen itself.
      { path: paths.voting.path, lazy: screen(firstScreenCode.voting, 'VotingRoute') },
      {
        // Private routes (§2.2, §6): without a stored session → /home.
        element: <RequireSession />,
        children: [
          {
            path: paths.profile.path,
            lazy: screen(() => import('@/features/profile/routes/profile-menu'), 'ProfileMenuRoute'),
          },
          // docs/product.md#rule-4: the watch page with the battle list.
          {
            path: paths.liveMatch.path,
            lazy: screen(() => import('@/features/live/routes/live-event'), 'LiveMatchRoute'),
          },
          // docs/product.md#rule-177: everyone signed in may vote, so everyone has their past votes.
          {
            path: paths.pastVoting.path,
            lazy: screen(() => import('@/features/profile/routes/past-voting'), 'PastVotingRoute'),
          },
          // docs/product.md#rule-178: park users take part in events and battles too, so everyone signed in has a
          // history.
          {
            path: paths.eventHistory.path,
            lazy: screen(() => import('@/features/profile/routes/event-history'), 'EventHistoryRoute'),
          },
        ],
      },
      {
        // Profiles and posts are for fans and artists (docs/product.md#rule-130, #rule-160, #rule-170): anyone else →
        // /home.
        element: <RequireMainType />,
        children: [
          {
            path: paths.myProfile.path,
            lazy: screen(() => import('@/features/profile/routes/my-profile'), 'MyProfileRoute'),
          },
          {
            path: paths.userProfile.path,
            lazy: screen(() => import('@/features/profile/routes/user-profile'), 'UserProfileRoute'),
          },
          {
            path: paths.publicProfile.path,
            lazy: screen(() => import('@/features/profile/routes/public-profile'), 'PublicProfileRoute'),
          },
          {
            path: paths.userInterests.path,
            lazy: screen(() => import('@/features/profile/routes/user-interests'), 'UserInterestsRoute'),
          },
          {
            path: paths.participatedEvents.path,
            lazy: screen(() => import('@/features/profile/routes/participated-events'), 'ParticipatedEventsRoute'),
          },
          { path: paths.addPost.path, lazy: screen(() => import('@/features/posts/routes/add-post'), 'AddPostRoute') },
          {
            path: paths.postDetails.path,
            lazy: screen(() => import('@/features/posts/routes/post-details'), 'PostDetailsRoute'),
          },
          {
            path: paths.updatePost.path,
            lazy: screen(() => import('@/features/posts/routes/update-post'), 'UpdatePostRoute'),
          },
        ],
      },
      {
        // The organisers' console (docs/product.md#rule-21, #rule-24): organisers only; the server checks every call
        // again.
        element: <RequireOrganiser />,
        children: [
          { path: paths.admin.path, element: <Navigate to={paths.adminEvents.getHref()} replace /> },
          {
            path: paths.adminEvents.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-events'), 'AdminEventsRoute'),
          },
          {
            path: paths.adminEventNew.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-event'), 'AdminEventNewRoute'),
          },
          {
            path: paths.adminEvent.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-event'), 'AdminEventRoute'),
          },
          {
            path: paths.adminAddBattles.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-add-battles'), 'AdminAddBattlesRoute'),
          },
          {
            path: paths.adminRoulettePool.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-roulette-pool'), 'AdminRoulettePoolRoute'),
          },
          {
            path: paths.adminReport.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-report'), 'AdminReportRoute'),
          },
          {
            path: paths.adminLive.path,
            lazy: consoleScreen(() => import('@/features/live/routes/control-room'), 'ControlRoomRoute'),
          },
          {
            path: paths.adminOrganisers.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-organisers'), 'AdminOrganisersRoute'),
          },
          {
            path: paths.adminReference.path,
            lazy: consoleScreen(() => import('@/features/admin/routes/admin-reference'), 'AdminReferenceRoute'),
          },
          { path: '/admin/*', element: <Navigate to={paths.adminEvents.getHref()} replace /> },
        ],
      },
      {
        // The auth area (§2.1, §2.2): signed-in users are sent to '/'.
        element: <PublicOnly />,
        children: [
          { path: paths.chooser.path, lazy: screen(() => import('@/features/auth/routes/chooser'), 'ChooserRoute') },
          { path: paths.welcome.path, lazy: screen(() => import('@/features/auth/routes/welcome'), 'WelcomeRoute') },
          {
            path: paths.userType.path,
            lazy: screen(() => import('@/features/auth/routes/user-type'), 'UserTypeRoute'),
          },
          { path: paths.signin.path, lazy: screen(() => import('@/features/auth/routes/signin'), 'SigninRoute') },
          { path: paths.signup.path, lazy: screen(() => import('@/features/auth/routes/signup'), 'SignupRoute') },
          {
            path: paths.forgotPassword.path,
            lazy: screen(() => import('@/features/auth/routes/forgot-password'), 'ForgotPasswordRoute'),
          },
          {
            path: paths.verifyEmail.path,
            lazy: screen(() => import('@/features/auth/routes/verify-email'), 'VerifyEmailRoute'),
          },
          {
            path: paths.recoverPassword.path,
            lazy: screen(() => import('@/features/auth/routes/recover-password'), 'RecoverPasswordRoute'),
          },
          {
            path: paths.park.path,
            lazy: screen(() => import('@/features/park/routes/park-landing'), 'ParkLandingRoute'),
          },
          {
            path: paths.parkUserType.path,
            lazy: screen(() => import('@/features/park/routes/park-user-type'), 'ParkUserTypeRoute'),
          },
          {
            path: paths.parkSignup.path,
            lazy: screen(() => import('@/features/park/routes/park-signup'), 'ParkSignupRoute'),
          },
          {
            path: paths.parkSelectAge.path,
            lazy: screen(() => import('@/features/park/routes/park-select-age'), 'ParkSelectAgeRoute'),
          },
          {
            path: paths.parkSelectChildAge.path,
            lazy: screen(() => import('@/features/park/routes/park-select-child-age'), 'ParkSelectChildAgeRoute'),
          },
          {
            path: paths.parkSelectEvents.path,
            lazy: screen(() => import('@/features/park/routes/park-select-events'), 'ParkSelectEventsRoute'),
          },
          {
            path: paths.parkSignin.path,
            lazy: screen(() => import('@/features/park/routes/park-signin'), 'ParkSigninRoute'),
          },
          // docs/product.md#rule-1: unknown auth-area paths go to the auth home.
          { path: '/park/*', element: <Navigate to={paths.chooser.getHref()} replace /> },
          { path: '/signup', element: <Navigate to={paths.chooser.getHref()} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

/** The app's router; made, it starts loading the code of the screen the page opened on. */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Settles once the router has the first screen's code (or failed to get it, then its error screen shows). */
export const routerReady = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
