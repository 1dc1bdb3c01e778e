import { fillPath, firstScreens, RESULTS_PATH, type TProjectorLanguage } from '@artclash/contract/values';

/**
 * The route map of docs/product.md §2.1 (docs/product.md#rule-1 to #rule-7). `path` is the router pattern, `getHref`
 * builds a link, so links never hold hand-written strings.
 */
const route = (path: string) => ({ path, getHref: () => path });
const { home, eventDetails, voting, liveEventBattle } = firstScreens;

export const paths = {
  // Public
  home: route(home.path),
  eventDetails: { path: eventDetails.path, getHref: (eventId: string) => fillPath(eventDetails.path, { eventId }) },
  matchDetails: { path: RESULTS_PATH, getHref: (eventId: string) => fillPath(RESULTS_PATH, { eventId }) },
  calendar: {
    path: '/calendar',
    /** Today without a range; a range of local days ('YYYY-MM-DD') otherwise (docs/product.md#rule-114). */
    getHref: (range?: { from: string; to: string }) =>
      range ? `/calendar?from=${range.from}&to=${range.to}` : '/calendar',
  },
  roulette: {
    path: '/roulette/:eventId/:battelId',
    getHref: (eventId: string, battleId: string) => `/roulette/${eventId}/${battleId}`,
  },
  liveEvent: { path: '/live-event/:eventId', getHref: (eventId: string) => `/live-event/${eventId}` },
  liveEventBattle: {
    path: liveEventBattle.path,
    /**
     * With the event's screen key, the projector's address: it shows the room code signed out (docs/product.md#rule-350);
     * with the event's projector language, it speaks it from its first frame (docs/product.md#rule-397).
     */
    getHref: (eventId: string, screenKey?: string, language?: TProjectorLanguage) => {
      const query = new URLSearchParams();
      if (screenKey) query.set('screen', screenKey);
      if (language) query.set('lang', language);
      const search = query.toString();
      return fillPath(liveEventBattle.path, { eventId }) + (search ? `?${search}` : '');
    },
  },
  roulettePublic: {
    path: '/roulette-public/:eventId/:battelId',
    getHref: (eventId: string, battleId: string) => `/roulette-public/${eventId}/${battleId}`,
  },
  privacyPolicy: route('/privacy-policy'),
  terms: route('/terms'),

  // Signed in
  liveMatch: { path: '/live-match/:eventId', getHref: (eventId: string) => `/live-match/${eventId}` },
  voting: { path: voting.path, getHref: (eventId: string) => fillPath(voting.path, { eventId }) },
  eventHistory: route('/event-history'),
  profile: route('/profile'),
  myProfile: route('/my-profile'),
  userProfile: route('/user-profile'),
  userInterests: route('/user-interests'),
  publicProfile: { path: '/public-profile/:userId', getHref: (userId: string) => `/public-profile/${userId}` },
  pastVoting: route('/past-voting'),
  participatedEvents: route('/participated-events'),
  addPost: route('/add-post'),
  postDetails: { path: '/post-details/:postId', getHref: (postId: string) => `/post-details/${postId}` },
  updatePost: { path: '/update-post/:postId', getHref: (postId: string) => `/update-post/${postId}` },

  // Organisers (the console, docs/product.md#rule-24)
  admin: route('/admin'),
  adminEvents: route('/admin/events'),
  adminEventNew: route('/admin/events/new'),
  adminEvent: { path: '/admin/events/:eventId', getHref: (eventId: string) => `/admin/events/${eventId}` },
  adminAddBattles: {
    path: '/admin/add-battles/:eventId',
    getHref: (eventId: string) => `/admin/add-battles/${eventId}`,
  },
  adminRoulettePool: {
    path: '/admin/roulette-pool/:eventId',
    getHref: (eventId: string) => `/admin/roulette-pool/${eventId}`,
  },
  adminReport: { path: '/admin/report/:eventId', getHref: (eventId: string) => `/admin/report/${eventId}` },
  adminLive: { path: '/admin/live/:eventId', getHref: (eventId: string) => `/admin/live/${eventId}` },
  adminOrganisers: { path: '/admin/organisers', getHref: () => '/admin/organisers' },
  adminReference: route('/admin/reference'),

  // Signed out (auth area)
  chooser: route('/home'),
  welcome: route('/artclash'),
  userType: route('/user-type'),
  signin: route('/signin'),
  signup: { path: '/signup/:userType', getHref: (userType: string) => `/signup/${userType}` },
  forgotPassword: route('/forgot-password'),
  verifyEmail: route('/verify-email'),
  recoverPassword: route('/recover-password'),
  park: route('/park'),
  parkUserType: route('/park/user-type'),
  parkSignup: route('/park/signup'),
  parkSelectAge: route('/park/select-age'),
  parkSelectChildAge: route('/park/select-child-age'),
  parkSelectEvents: route('/park/select-events'),
  parkSignin: route('/park/signin'),
} as const;
