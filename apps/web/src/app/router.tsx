import type { FirstScreenName } from '@artclash/contract/values';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { OfflineNotice } from '@/components/app-notice/offline-notice';
import { loadOrganiserTexts } from '@/lib/i18n';
import { lazyRoute } from '@/lib/lazy-route';
import { paths } from '@/config/paths';
import { PublicOnly, RequireMainType, RequireOrganiser, RequireSession } from './guards';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { UpdatePrompt } from './update-prompt';

// Every screen is its own chunk (route-level code splitting keeps the home route small).

/** A console screen's code and the console's texts load together (docs/decisions.md#182). */
const consoleScreen = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, loadOrganiserTexts()]).then(([module]) => module);
const MatchDetailsRoute = lazyRoute(() => import('@/features/events/routes/match-details'), 'MatchDetailsRoute');
const CalendarRoute = lazyRoute(() => import('@/features/events/routes/calendar'), 'CalendarRoute');
const PrivacyPolicyRoute = lazyRoute(() => import('@/features/legal/routes/privacy-policy'), 'PrivacyPolicyRoute');
const TermsRoute = lazyRoute(() => import('@/features/legal/routes/terms'), 'TermsRoute');
const ChooserRoute = lazyRoute(() => import('@/features/auth/routes/chooser'), 'ChooserRoute');
const WelcomeRoute = lazyRoute(() => import('@/features/auth/routes/welcome'), 'WelcomeRoute');
const UserTypeRoute = lazyRoute(() => import('@/features/auth/routes/user-type'), 'UserTypeRoute');
const SigninRoute = lazyRoute(() => import('@/features/auth/routes/signin'), 'SigninRoute');
const SignupRoute = lazyRoute(() => import('@/features/auth/routes/signup'), 'SignupRoute');
const ForgotPasswordRoute = lazyRoute(() => import('@/features/auth/routes/forgot-password'), 'ForgotPasswordRoute');
const VerifyEmailRoute = lazyRoute(() => import('@/features/auth/routes/verify-email'), 'VerifyEmailRoute');
const RecoverPasswordRoute = lazyRoute(() => import('@/features/auth/routes/recover-password'), 'RecoverPasswordRoute');
const ParkLandingRoute = lazyRoute(() => import('@/features/park/routes/park-landing'), 'ParkLandingRoute');
const ParkUserTypeRoute = lazyRoute(() => import('@/features/park/routes/park-user-type'), 'ParkUserTypeRoute');
const ParkSignupRoute = lazyRoute(() => import('@/features/park/routes/park-signup'), 'ParkSignupRoute');
const ParkSelectAgeRoute = lazyRoute(() => import('@/features/park/routes/park-select-age'), 'ParkSelectAgeRoute');
const ParkSelectChildAgeRoute = lazyRoute(
  () => import('@/features/park/routes/park-select-child-age'),
  'ParkSelectChildAgeRoute',
);
const ParkSelectEventsRoute = lazyRoute(
  () => import('@/features/park/routes/park-select-events'),
  'ParkSelectEventsRoute',
);
const ParkSigninRoute = lazyRoute(() => import('@/features/park/routes/park-signin'), 'ParkSigninRoute');
const LiveEventRoute = lazyRoute(() => import('@/features/live/routes/live-event'), 'LiveEventRoute');
const LiveMatchRoute = lazyRoute(() => import('@/features/live/routes/live-event'), 'LiveMatchRoute');
const RouletteRoute = lazyRoute(() => import('@/features/live/routes/roulette'), 'RouletteRoute');
const AdminOrganisersRoute = lazyRoute(
  () => consoleScreen(import('@/features/admin/routes/admin-organisers')),
  'AdminOrganisersRoute',
);
const AdminEventsRoute = lazyRoute(
  () => consoleScreen(import('@/features/admin/routes/admin-events')),
  'AdminEventsRoute',
);
const AdminEventNewRoute = lazyRoute(
  () => consoleScreen(import('@/features/admin/routes/admin-event')),
  'AdminEventNewRoute',
);
const AdminEventRoute = lazyRoute(
  () => consoleScreen(import('@/features/admin/routes/admin-event')),
  'AdminEventRoute',
);
const AdminAddBattlesRoute = lazyRoute(
  () => consoleScreen(import('@/features/admin/routes/admin-add-battles')),
  'AdminAddBattlesRoute',
);
const AdminRoulettePoolRoute = lazyRoute(
  () => consoleScreen(import('@/features/admin/routes/admin-roulette-pool')),
  'AdminRoulettePoolRoute',
);
const AdminReferenceRoute = lazyRoute(
  () => consoleScreen(import('@/features/admin/routes/admin-reference')),
  'AdminReferenceRoute',
);
const ControlRoomRoute = lazyRoute(
  () => consoleScreen(import('@/features/live/routes/control-room')),
  'ControlRoomRoute',
);
const ProfileMenuRoute = lazyRoute(() => import('@/features/profile/routes/profile-menu'), 'ProfileMenuRoute');
const MyProfileRoute = lazyRoute(() => import('@/features/profile/routes/my-profile'), 'MyProfileRoute');
const PublicProfileRoute = lazyRoute(() => import('@/features/profile/routes/public-profile'), 'PublicProfileRoute');
const UserInterestsRoute = lazyRoute(() => import('@/features/profile/routes/user-interests'), 'UserInterestsRoute');
const UserProfileRoute = lazyRoute(() => import('@/features/profile/routes/user-profile'), 'UserProfileRoute');
const PastVotingRoute = lazyRoute(() => import('@/features/profile/routes/past-voting'), 'PastVotingRoute');
const EventHistoryRoute = lazyRoute(() => import('@/features/profile/routes/event-history'), 'EventHistoryRoute');
const ParticipatedEventsRoute = lazyRoute(
  () => import('@/features/profile/routes/participated-events'),
  'ParticipatedEventsRoute',
);
const AddPostRoute = lazyRoute(() => import('@/features/posts/routes/add-post'), 'AddPostRoute');
const PostDetailsRoute = lazyRoute(() => import('@/features/posts/routes/post-details'), 'PostDetailsRoute');
const UpdatePostRoute = lazyRoute(() => import('@/features/posts/routes/update-post'), 'UpdatePostRoute');
const HomeRoute = lazyRoute(() => import('@/features/events/routes/home'), 'HomeRoute');
const EventDetailsRoute = lazyRoute(() => import('@/features/events/routes/event-details'), 'EventDetailsRoute');
const VotingRoute = lazyRoute(() => import('@/features/live/routes/voting'), 'VotingRoute');
const LiveEventBattleRoute = lazyRoute(
  () => import('@/features/live/routes/live-event-battle'),
  'LiveEventBattleRoute',
);

/** The screens a visit most often starts on (@artclash/contract's firstScreens): their code is asked for as the app starts (app/prefetch.ts). */
export const firstScreenCode: Record<FirstScreenName, () => Promise<unknown>> = {
  home: HomeRoute.load,
  eventDetails: EventDetailsRoute.load,
  voting: VotingRoute.load,
  liveEventBattle: LiveEventBattleRoute.load,
};

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

/** Every screen of docs/product.md §2.1, by its `paths` entry; any other path goes home (docs/decisions.md#1). */
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
      // Live (docs/decisions.md#3, #6, #7): public; the big screen's controls and the roulette's spin are for organisers.
      { path: paths.liveEvent.path, element: <LiveEventRoute /> },
      { path: paths.liveEventBattle.path, element: <LiveEventBattleRoute /> },
      { path: paths.roulette.path, element: <RouletteRoute /> },
      { path: paths.roulettePublic.path, element: <RouletteRoute /> },
      // docs/decisions.md#5, #330: voting; a visitor not signed in is offered the ways in on the screen itself.
      { path: paths.voting.path, element: <VotingRoute /> },
      {
        // Private routes (§2.2, §6): without a stored session → /home.
        element: <RequireSession />,
        children: [
          { path: paths.profile.path, element: <ProfileMenuRoute /> },
          // docs/decisions.md#4: the watch page with the battle list.
          { path: paths.liveMatch.path, element: <LiveMatchRoute /> },
          // docs/decisions.md#177: everyone signed in may vote, so everyone has their past votes.
          { path: paths.pastVoting.path, element: <PastVotingRoute /> },
          // docs/decisions.md#178: park users take part in events and battles too, so everyone signed in has a history.
          { path: paths.eventHistory.path, element: <EventHistoryRoute /> },
        ],
      },
      {
        // Profiles and posts are for fans and artists (docs/decisions.md#130, #160, #170): anyone else → /home.
        element: <RequireMainType />,
        children: [
          { path: paths.myProfile.path, element: <MyProfileRoute /> },
          { path: paths.userProfile.path, element: <UserProfileRoute /> },
          { path: paths.publicProfile.path, element: <PublicProfileRoute /> },
          { path: paths.userInterests.path, element: <UserInterestsRoute /> },
          { path: paths.participatedEvents.path, element: <ParticipatedEventsRoute /> },
          { path: paths.addPost.path, element: <AddPostRoute /> },
          { path: paths.postDetails.path, element: <PostDetailsRoute /> },
          { path: paths.updatePost.path, element: <UpdatePostRoute /> },
        ],
      },
      {
        // The organisers' console (docs/decisions.md#21, #24): organisers only; the server checks every call again.
        element: <RequireOrganiser />,
        children: [
          { path: paths.admin.path, element: <Navigate to={paths.adminEvents.getHref()} replace /> },
          { path: paths.adminEvents.path, element: <AdminEventsRoute /> },
          { path: paths.adminEventNew.path, element: <AdminEventNewRoute /> },
          { path: paths.adminEvent.path, element: <AdminEventRoute /> },
          { path: paths.adminAddBattles.path, element: <AdminAddBattlesRoute /> },
          { path: paths.adminRoulettePool.path, element: <AdminRoulettePoolRoute /> },
          { path: paths.adminLive.path, element: <ControlRoomRoute /> },
          { path: paths.adminOrganisers.path, element: <AdminOrganisersRoute /> },
          { path: paths.adminReference.path, element: <AdminReferenceRoute /> },
          { path: '/admin/*', element: <Navigate to={paths.adminEvents.getHref()} replace /> },
        ],
      },
      {
        // The auth area (§2.1, §2.2): signed-in users are sent to '/'.
        element: <PublicOnly />,
        children: [
          { path: paths.chooser.path, element: <ChooserRoute /> },
          { path: paths.welcome.path, element: <WelcomeRoute /> },
          { path: paths.userType.path, element: <UserTypeRoute /> },
          { path: paths.signin.path, element: <SigninRoute /> },
          { path: paths.signup.path, element: <SignupRoute /> },
          { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
          { path: paths.verifyEmail.path, element: <VerifyEmailRoute /> },
          { path: paths.recoverPassword.path, element: <RecoverPasswordRoute /> },
          { path: paths.park.path, element: <ParkLandingRoute /> },
          { path: paths.parkUserType.path, element: <ParkUserTypeRoute /> },
          { path: paths.parkSignup.path, element: <ParkSignupRoute /> },
          { path: paths.parkSelectAge.path, element: <ParkSelectAgeRoute /> },
          { path: paths.parkSelectChildAge.path, element: <ParkSelectChildAgeRoute /> },
          { path: paths.parkSelectEvents.path, element: <ParkSelectEventsRoute /> },
          { path: paths.parkSignin.path, element: <ParkSigninRoute /> },
          // docs/decisions.md#1: unknown auth-area paths go to the auth home.
          { path: '/park/*', element: <Navigate to={paths.chooser.getHref()} replace /> },
          { path: '/signup', element: <Navigate to={paths.chooser.getHref()} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
