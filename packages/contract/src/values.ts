// The zod-free entry (`@artclash/contract/values`): plain values, rules and paths for the web app's
// first screen, and every type of the contract (types cost no bytes). Schemas stay in the main entry.
export * from './endpoints.ts';
export * from './first-screens.ts';
export * from './rules/account-types.ts';
export * from './rules/battle-timer.ts';
export * from './rules/battle-life.ts';
export * from './rules/show-stage.ts';
export * from './rules/birthdate.ts';
export * from './rules/park-ages.ts';
export * from './rules/next-path.ts';
export * from './rules/reset-code.ts';
export * from './rules/email.ts';
export * from './rules/event-time.ts';
export * from './rules/event-values.ts';
export * from './rules/voting-rules.ts';
export * from './rules/projector-language.ts';
export * from './rules/event-images.ts';
export * from './rules/language.ts';
export * from './rules/sane-years.ts';
export * from './rules/vote-share.ts';
export * from './rules/keyword-lines.ts';
export * from './rules/champion.ts';
export * from './rules/reference-lists.ts';
export * from './rules/creators.ts';
export * from './rules/join-address.ts';
export * from './rules/client-errors.ts';
export * from './rules/event-log.ts';
// The call types, from the files that define them beside their schemas (type-only: no zod at run time). Never
// from './index.ts', which re-exports this file: eslint.zones.js refuses that cycle.
export type * from './calls/define-call.ts';
export type * from './calls/envelope.ts';
export type * from './calls/events.ts';
export type * from './calls/live.ts';
export type * from './calls/show.ts';
export type * from './calls/admin.ts';
export type * from './calls/admin-reference.ts';
export type * from './calls/reference.ts';
export type * from './calls/auth.ts';
export type * from './calls/auth-forms.ts';
export type * from './calls/user-details.ts';
export type * from './calls/images.ts';
export type * from './calls/profiles.ts';
export type * from './calls/client-errors.ts';
export type * from './calls/posts.ts';
export type * from './calls/index.ts';
