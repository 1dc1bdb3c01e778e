import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { OfflineNotice } from '@/components/app-notice/offline-notice';
import { loadOrganiserTexts } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { PublicOnly, RequireMainType, RequireOrganiser, RequireSession } from './guards';
import { lazyScreen } from './lazy-screen';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { UpdatePrompt } from './update-prompt';

// Every screen is its own chunk (route-level code splitting keeps the home route small).

/** A console screen's code and the console's texts load together (docs/decisions.md#182). */
const consoleScreen = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, loadOrganiserTexts()]).then(([module]) => module);
const home = lazyScreen(
  () => import('@/features/events/routes/home'),
  (m) => m.HomeRoute,
);
const eventDetails = lazyScreen(
  () => import('@/features/events/routes/event-details'),
  (m) => m.EventDetailsRoute,
);
const voting = lazyScreen(
  () => import('@/features/live/routes/voting'),
  (m) => m.VotingRoute,
);
const liveEventBattle = lazyScreen(
  () => import('@/features/live/routes/live-event-battle'),
  (m) => m.LiveEventBattleRoute,
);

/** The screens a visit most often starts on: their code is asked for as the app starts (app/prefetch.ts). */
export const firstScreens = [
  { path: paths.home.path, load: home.load },
  { path: paths.eventDetails.path, load: eventDetails.load },
  { path: paths.voting.path, load: voting.load },
  { path: paths.liveEventBattle.path, load: liveEventBattle.load },
];

const HomeRoute = home.Screen;
const EventDetailsRoute = eventDetails.Screen;
const MatchDetailsRoute = lazy(() =>
  import('@/features/events/routes/match-details').then((m) => ({ default: m.MatchDetailsRoute })),
);
const CalendarRoute = lazy(() =>
  import('@/features/events/routes/calendar').then((m) => ({ default: m.CalendarRoute })),
);
const PrivacyPolicyRoute = lazy(() =>
  import('@/features/legal/routes/privacy-policy').then((m) => ({ default: m.PrivacyPolicyRoute })),
);
const TermsRoute = lazy(() => import('@/features/legal/routes/terms').then((m) => ({ default: m.TermsRoute })));
const ChooserRoute = lazy(() => import('@/features/auth/routes/chooser').then((m) => ({ default: m.ChooserRoute })));
const WelcomeRoute = lazy(() => import('@/features/auth/routes/welcome').then((m) => ({ default: m.WelcomeRoute })));
const UserTypeRoute = lazy(() =>
  import('@/features/auth/routes/user-type').then((m) => ({ default: m.UserTypeRoute })),
);
const SigninRoute = lazy(() => import('@/features/auth/routes/signin').then((m) => ({ default: m.SigninRoute })));
const SignupRoute = lazy(() => import('@/features/auth/routes/signup').then((m) => ({ default: m.SignupRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('@/features/auth/routes/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const VerifyEmailRoute = lazy(() =>
  import('@/features/auth/routes/verify-email').then((m) => ({ default: m.VerifyEmailRoute })),
);
const RecoverPasswordRoute = lazy(() =>
  import('@/features/auth/routes/recover-password').then((m) => ({ default: m.RecoverPasswordRoute })),
);
const ParkLandingRoute = lazy(() =>
  import('@/features/park/routes/park-landing').then((m) => ({ default: m.ParkLandingRoute })),
);
const ParkUserTypeRoute = lazy(() =>
  import('@/features/park/routes/park-user-type').then((m) => ({ default: m.ParkUserTypeRoute })),
);
const ParkSignupRoute = lazy(() =>
  import('@/features/park/routes/park-signup').then((m) => ({ default: m.ParkSignupRoute })),
);
const ParkSelectAgeRoute = lazy(() =>
  import('@/features/park/routes/park-select-age').then((m) => ({ default: m.ParkSelectAgeRoute })),
);
const ParkSelectChildAgeRoute = lazy(() =>
  import('@/features/park/routes/park-select-child-age').then((m) => ({ default: m.ParkSelectChildAgeRoute })),
);
const ParkSelectEventsRoute = lazy(() =>
  import('@/features/park/routes/park-select-events').then((m) => ({ default: m.ParkSelectEventsRoute })),
);
const ParkSigninRoute = lazy(() =>
  import('@/features/park/routes/park-signin').then((m) => ({ default: m.ParkSigninRoute })),
);
const LiveEventRoute = lazy(() =>
  import('@/features/live/routes/live-event').then((m) => ({ default: m.LiveEventRoute })),
);
const LiveMatchRoute = lazy(() =>
  import('@/features/live/routes/live-event').then((m) => ({ default: m.LiveMatchRoute })),
);
const VotingRoute = voting.Screen;
const LiveEventBattleRoute = liveEventBattle.Screen;
const RouletteRoute = lazy(() => import('@/features/live/routes/roulette').then((m) => ({ default: m.RouletteRoute })));
const AdminOrganisersRoute = lazy(() =>
  consoleScreen(import('@/features/admin/routes/admin-organisers')).then((m) => ({ default: m.AdminOrganisersRoute })),
);
const AdminEventsRoute = lazy(() =>
  consoleScreen(import('@/features/admin/routes/admin-events')).then((m) => ({ default: m.AdminEventsRoute })),
);
const AdminEventNewRoute = lazy(() =>
  consoleScreen(import('@/features/admin/routes/admin-event')).then((m) => ({ default: m.AdminEventNewRoute })),
);
const AdminEventRoute = lazy(() =>
  consoleScreen(import('@/features/admin/routes/admin-event')).then((m) => ({ default: m.AdminEventRoute })),
);
const AdminAddBattlesRoute = lazy(() =>
  consoleScreen(import('@/features/admin/routes/admin-add-battles')).then((m) => ({ default: m.AdminAddBattlesRoute })),
);
const AdminRoulettePoolRoute = lazy(() =>
  consoleScreen(import('@/features/admin/routes/admin-roulette-pool')).then((m) => ({
    default: m.AdminRoulettePoolRoute,
  })),
);
const AdminReferenceRoute = lazy(() =>
  consoleScreen(import('@/features/admin/routes/admin-reference')).then((m) => ({ default: m.AdminReferenceRoute })),
);
const ControlRoomRoute = lazy(() =>
  consoleScreen(import('@/features/live/routes/control-room')).then((m) => ({ default: m.ControlRoomRoute })),
);
const ProfileMenuRoute = lazy(() =>
  import('@/features/profile/routes/profile-menu').then((m) => ({ default: m.ProfileMenuRoute })),
);
const MyProfileRoute = lazy(() =>
  import('@/features/profile/routes/my-profile').then((m) => ({ default: m.MyProfileRoute })),
);
const PublicProfileRoute = lazy(() =>
  import('@/features/profile/routes/public-profile').then((m) => ({ default: m.PublicProfileRoute })),
);
const UserInterestsRoute = lazy(() =>
  import('@/features/profile/routes/user-interests').then((m) => ({ default: m.UserInterestsRoute })),
);
const UserProfileRoute = lazy(() =>
  import('@/features/profile/routes/user-profile').then((m) => ({ default: m.UserProfileRoute })),
);
const PastVotingRoute = lazy(() =>
  import('@/features/profile/routes/past-voting').then((m) => ({ default: m.PastVotingRoute })),
);
const EventHistoryRoute = lazy(() =>
  import('@/features/profile/routes/event-history').then((m) => ({ default: m.EventHistoryRoute })),
);
const ParticipatedEventsRoute = lazy(() =>
  import('@/features/profile/routes/participated-events').then((m) => ({ default: m.ParticipatedEventsRoute })),
);
const AddPostRoute = lazy(() => import('@/features/posts/routes/add-post').then((m) => ({ default: m.AddPostRoute })));
const PostDetailsRoute = lazy(() =>
  import('@/features/posts/routes/post-details').then((m) => ({ default: m.PostDetailsRoute })),
);
const UpdatePostRoute = lazy(() =>
  import('@/features/posts/routes/update-post').then((m) => ({ default: m.UpdatePostRoute })),
);

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

/**
 * Only the screens built so far are registered; the rest of docs/product.md §2.1 lives in `paths` and
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
      // Live (docs/decisions.md#3, #6, #7): public; the big screen's controls and the roulette's spin are for organisers.
      { path: paths.liveEvent.path, element: <LiveEventRoute /> },
      { path: paths.liveEventBattle.path, element: <LiveEventBattleRoute /> },
      { path: paths.roulette.path, element: <RouletteRoute /> },
      { path: paths.roulettePublic.path, element: <RouletteRoute /> },
      {
        // Private routes (§2.2, §6): without a stored session → /home.
        element: <RequireSession />,
        children: [
          { path: paths.profile.path, element: <ProfileMenuRoute /> },
          // docs/decisions.md#4 and #5: the watch page with the battle list, and voting.
          { path: paths.liveMatch.path, element: <LiveMatchRoute /> },
          { path: paths.voting.path, element: <VotingRoute /> },
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
