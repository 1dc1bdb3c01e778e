// What plugins, the entry layer, demo content and tests may use of the accounts module.
export { attemptKey, type AttemptLimits, type AttemptRuleName, attemptRules } from './attempt-limits.ts';
export { onboardingCookie } from './browser-proof.ts';
export { ensureOrganiser } from './ensure-organiser.ts';
export { forgetDeletedAccount } from './forget-deleted-account.ts';
export { issueSession } from './issue-session.ts';
export { insertAccount } from './queries.ts';
export { accountRoutes } from './routes.ts';
export { accountsOfLiveSessions, pruneSessions, type SessionKey } from './session-queries.ts';
export { signSessionToken, tokenFromHeader, verifySessionToken } from './session-token.ts';
