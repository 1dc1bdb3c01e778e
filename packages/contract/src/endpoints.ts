// Where every call of §7 lives: method, path and who may make it. Plain values without zod, so the
// web app's first screen can build its requests from them; `calls/` adds each call's schemas.

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make a call: anyone, a signed-in user, or an organiser (§6, docs/product.md#rule-22). */
export type CallAuth = 'none' | 'user' | 'organiser';

export interface Endpoint {
  readonly method: HttpMethod;
  /** The full path on the app's origin, with `:name` for each path parameter. */
  readonly path: string;
  readonly auth: CallAuth;
}

const get = <const P extends string>(path: P, auth: CallAuth = 'none') => ({ method: 'GET', path, auth }) as const;
const post = <const P extends string>(path: P, auth: CallAuth = 'none') => ({ method: 'POST', path, auth }) as const;
const put = <const P extends string>(path: P, auth: CallAuth = 'none') => ({ method: 'PUT', path, auth }) as const;
const del = <const P extends string>(path: P, auth: CallAuth = 'none') => ({ method: 'DELETE', path, auth }) as const;

export const endpoints = {
  // Lookup and list calls (§7)
  GetUpcomingEvent: get('/backend/api/GetUpcomingEvent'),
  GetPastEvent: get('/backend/api/GetPastEvent'),
  AllEventGet: get('/backend/api/AllEventGet'),
  SingleEventDetails: get('/backend/api/SingleEventDetails/:eventId'),
  EventByAllBattle: get('/backend/api/EventByAllBattle/:id'),
  voteLog: get('/backend/api/events/:eventId/vote-log'),
  battleCurves: get('/backend/api/events/:eventId/battle-curves'),
  rouletteDraws: get('/backend/api/events/:eventId/roulette-draws'),
  /** The share cards (docs/decisions.md#423): PNG images, not envelopes. */
  eventCard: get('/backend/api/events/:eventId/card'),
  battleCard: get('/backend/api/battles/:battleId/card'),
  AllInterestedEvent: get('/backend/api/AllInterestedEvent'),
  fetchAllCountry: get('/backend/api/fetch-all-country'),
  fetchAllCity: get('/backend/api/fetch-all-city'),
  getUser: get('/backend/api/get_user/:userId', 'user'),
  // Authentication (§7)
  login: post('/backend/api/login'),
  register: post('/backend/api/register'),
  registerNow: post('/backend/api/register-now'),
  forgotPassword: post('/backend/api/forgot-password'),
  verifyOtp: post('/backend/api/verify-otp'),
  newPasswordCreate: post('/backend/api/new-password-create'),
  // Sessions (docs/decisions.md#70–72): ending them, renewing their token, and the social sign-in's code
  logout: post('/backend/api/logout', 'user'),
  logoutAll: post('/backend/api/logout-all', 'user'),
  renewSession: post('/backend/api/renew-session'),
  socialExchange: post('/backend/api/social-exchange'),
  // Proving an address (docs/decisions.md#260): a code sent to it, entered by the signed-in user
  emailCodeSend: post('/backend/api/email-code/send', 'user'),
  emailCodeConfirm: post('/backend/api/email-code/confirm', 'user'),
  // Profile (§7): the signed-in user's own account only (docs/product.md#rule-22)
  GeneralUserProfileUp: post('/backend/api/GeneralUserProfileUp', 'user'),
  UserBioUpdate: post('/backend/api/UserBioUpdate', 'user'),
  UserProfileUpdate: post('/backend/api/UserProfileUpdate', 'user'),
  InterestsUserProfile: post('/backend/api/InterestsUserProfile', 'user'),
  artTypeGetAll: get('/backend/api/art-type-getAll', 'user'),
  artWorkGetAll: get('/backend/api/art-work-getAll', 'user'),
  participatePreferGetAll: get('/backend/api/participate-prefer-getAll', 'user'),
  communicateGetAll: get('/backend/api/communicate-getAll', 'user'),
  mediaTypeGetAll: get('/backend/api/media-type-getAll', 'user'),
  tagCategoryKeywordGetAll: get('/backend/api/tag-category-keyword-getAll', 'user'),
  /** /public-profile/{userId} (docs/product.md#rule-10, #rule-137): another user's public profile; counts a view. */
  publicProfile: get('/backend/api/public-profile/:userId', 'user'),
  /** Participated Events and the profile's Events tab (docs/product.md#rule-9, #rule-142). */
  participatedEvents: get('/backend/api/participated-events/:userId', 'user'),
  /** Past Voting (docs/product.md#rule-9, #rule-142): the signed-in user's votes. */
  pastVoting: get('/backend/api/past-voting', 'user'),
  /** Event History (docs/product.md#rule-9, #rule-178): the signed-in user's own past events with their battles. */
  eventHistory: get('/backend/api/event-history', 'user'),
  // Posts (§7)
  userPostCreate: post('/backend/api/user-post-create', 'user'),
  userPostUpdate: post('/backend/api/user-post-update', 'user'),
  userPostDelete: del('/backend/api/user-post-delete/:postId', 'user'),
  userPostGetAll: get('/backend/api/user-post-getAll/:userId', 'user'),
  singleUserPostGetAll: get('/backend/api/single-user-post-getAll/:postId', 'user'),
  // Events, voting and roulette (§7)
  VotingTo: post('/backend/api/VotingTo', 'user'),
  VotingStatusActive: post('/backend/api/VotingStatusActive', 'user'),
  /** The big screen's room code (docs/decisions.md#306): for an organiser, or a projector with the event's screen key. */
  roomCode: get('/backend/api/room-code/:eventId'),
  /** A device shows the room code it read: it may vote in the event's battles ('room' rule). */
  roomPass: post('/backend/api/room-pass', 'user'),
  EventSingleBattleRouletteGet: get('/backend/api/EventSingleBattleRouletteGet/:eventId/:battleId'),
  EventSingleBattleKeyUpdate: post('/backend/api/EventSingleBattleKeyUpdate', 'organiser'),
  EventSingleBattleTimeStart: post('/backend/admin-api/EventSingleBattleTimeStart', 'organiser'),
  EventSingleBattleTimePause: post('/backend/admin-api/EventSingleBattleTimePause', 'organiser'),
  // The organisers' console (§2.12, docs/product.md#rule-24): events, battles and roulettes
  adminEventList: get('/backend/admin-api/events', 'organiser'),
  adminEventCreate: post('/backend/admin-api/events', 'organiser'),
  adminEventGet: get('/backend/admin-api/events/:eventId', 'organiser'),
  adminEventUpdate: put('/backend/admin-api/events/:eventId', 'organiser'),
  adminEventDelete: del('/backend/admin-api/events/:eventId', 'organiser'),
  /** Whether phones in the room can open the server's public address (docs/decisions.md#346): every console screen asks. */
  adminPhoneReach: get('/backend/admin-api/phone-reach', 'organiser'),
  /** Per battle, the signs of bought votes (docs/decisions.md#307). */
  adminVoteChecks: get('/backend/admin-api/events/:eventId/vote-checks', 'organiser'),
  adminEmbedPreview: post('/backend/admin-api/embed-preview', 'organiser'),
  adminEventImageUpload: post('/backend/admin-api/events/:eventId/images', 'organiser'),
  adminEventRouletteGet: get('/backend/admin-api/events/:eventId/roulette', 'organiser'),
  adminEventRouletteSave: put('/backend/admin-api/events/:eventId/roulette', 'organiser'),
  adminSponsorImageUpload: post('/backend/admin-api/events/:eventId/roulette/sponsor-image', 'organiser'),
  adminBattleList: get('/backend/admin-api/events/:eventId/battles', 'organiser'),
  adminBattleCreate: post('/backend/admin-api/events/:eventId/battles', 'organiser'),
  adminBattleOrder: put('/backend/admin-api/events/:eventId/battles/order', 'organiser'),
  adminBattleUpdate: put('/backend/admin-api/battles/:battleId', 'organiser'),
  /** One move of a battle's life (docs/decisions.md#275). */
  adminBattleMove: post('/backend/admin-api/battles/:battleId/move', 'organiser'),
  /** The show of the night (docs/decisions.md#277–#278): the battle on stage and the roulette. */
  adminShowCurrent: put('/backend/admin-api/events/:eventId/show/current', 'organiser'),
  adminShowRoulette: post('/backend/admin-api/events/:eventId/show/roulette', 'organiser'),
  adminBattleDelete: del('/backend/admin-api/battles/:battleId', 'organiser'),
  /** The room of an event for its control room (docs/decisions.md#251): viewers, votes, processes. */
  adminEventRoom: get('/backend/admin-api/events/:eventId/room', 'organiser'),
  /** A rehearsal's throwaway event, battles and signed-in fans (`npm run rehearsal`, docs/decisions.md#250). */
  adminRehearsalCreate: post('/backend/admin-api/rehearsals', 'organiser'),
  /** The rehearsals the deployment holds, those a stopped run left too (`npm run rehearsal -- --clean`, docs/decisions.md#360). */
  adminRehearsalList: get('/backend/admin-api/rehearsals', 'organiser'),
  adminUserSearch: get('/backend/admin-api/users', 'organiser'),
  adminAccountList: get('/backend/admin-api/accounts', 'organiser'),
  adminAccountRole: put('/backend/admin-api/accounts/:userId/role', 'organiser'),
  adminResultsCsv: get('/backend/admin-api/events/:eventId/results.csv', 'organiser'),
  adminEventRecord: get('/backend/admin-api/events/:eventId/record', 'organiser'),
  /** The event's report for its organisers and sponsors (docs/decisions.md#424). */
  adminEventReport: get('/backend/admin-api/events/:eventId/report', 'organiser'),
  /** One battle's curve while it runs, for the control room (docs/decisions.md#421). */
  adminBattleCurve: get('/backend/admin-api/battles/:battleId/curve', 'organiser'),
  /** The photo of one side's canvas once time is up (docs/decisions.md#425); `side` is 1 or 2. */
  adminBattleArtworkUpload: post('/backend/admin-api/battles/:battleId/artworks/:side', 'organiser'),
  /** The photo of one side's canvas taken away, with its artist's draft (docs/decisions.md#425). */
  adminBattleArtworkDelete: del('/backend/admin-api/battles/:battleId/artworks/:side', 'organiser'),
  // Reference data in the console (docs/product.md#rule-120, #rule-121, #rule-122, #rule-123, docs/decisions.md#124):
  // the lists of §3 Reference items, and tags
  adminReferenceList: get('/backend/admin-api/reference/:list', 'organiser'),
  adminReferenceCreate: post('/backend/admin-api/reference/:list', 'organiser'),
  adminReferenceUpdate: put('/backend/admin-api/reference/:list/:itemId', 'organiser'),
  adminReferenceDelete: del('/backend/admin-api/reference/:list/:itemId', 'organiser'),
  adminTagList: get('/backend/admin-api/tags', 'organiser'),
  adminTagRename: put('/backend/admin-api/tags/:tagId', 'organiser'),
  adminTagMerge: post('/backend/admin-api/tags/:tagId/merge', 'organiser'),
  adminTagDelete: del('/backend/admin-api/tags/:tagId', 'organiser'),
  /** A crash in a browser, for the operator's log (docs/decisions.md#342): public, limited per client address. */
  clientErrorReport: post('/backend/api/client-errors'),
  // The live stream of an event: Server-Sent Events, public, language in the query (docs/product.md §7)
  liveEvent: get('/backend/api/live/:eventId'),
  liveChanges: get('/backend/api/live/:eventId/changes'),
  // Browser navigation, answered with redirects (§7, §4 Social-login redirect)
  socialSignIn: get('/backend/auth/:provider'),
  socialCallback: get('/backend/auth/:provider/callback'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

type Scalar = string | number | boolean;

/** A path with its parameters filled in, each one URL-encoded. */
export function fillPath(path: string, params: Record<string, Scalar> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a call: its path filled in, then the query (undefined values left out). */
export function urlOf(
  endpoint: Endpoint,
  { params, query }: { params?: Record<string, Scalar>; query?: Record<string, Scalar | undefined> } = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${fillPath(endpoint.path, params)}${qs ? `?${qs}` : ''}`;
}
