// What plugins, the entry layer, demo content and tests may use of the accounts module.
export { ATTEMPT_WINDOWS, type AttemptLimits, createAttemptLimits } from './attempt-limits.ts';
export { ensureOrganiser } from './ensure-organiser.ts';
export { accountById } from './queries.ts';
export { accountRoutes } from './routes.ts';
export { issuedBeforePasswordChange, signSessionToken, tokenFromHeader, verifySessionToken } from './session-token.ts';
