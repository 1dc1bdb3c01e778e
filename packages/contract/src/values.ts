// The zod-free entry (`@artclash/contract/values`): plain values, rules and paths for the web app's
// first screen, and every type of the contract (types cost no bytes). Schemas stay in the main entry.
export * from './endpoints.ts';
export * from './rules/account-types.ts';
export * from './rules/battle-timer.ts';
export * from './rules/birthdate.ts';
export * from './rules/park-ages.ts';
export * from './rules/next-path.ts';
export * from './rules/reset-code.ts';
export * from './rules/email.ts';
export * from './rules/event-time.ts';
export * from './rules/event-values.ts';
export * from './rules/event-images.ts';
export * from './rules/language.ts';
export * from './rules/sane-years.ts';
export * from './rules/vote-share.ts';
export * from './rules/keyword-lines.ts';
export * from './rules/champion.ts';
export * from './rules/reference-lists.ts';
export * from './rules/creators.ts';
export type * from './index.ts';
