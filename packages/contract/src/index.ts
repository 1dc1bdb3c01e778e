export * from './rules/language.ts';
export * from './rules/vote-share.ts';
export * from './rules/event-time.ts';
export * from './rules/password.ts';
export * from './calls/envelope.ts';
export * from './calls/events.ts';
export * from './calls/reference.ts';
