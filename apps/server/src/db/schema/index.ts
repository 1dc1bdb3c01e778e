// The Drizzle schema, one file per domain; db/client.ts and drizzle.config.ts read it from here.
export * from './attempts.ts';
export * from './battles.ts';
export * from './events.ts';
export * from './event-log.ts';
export * from './interests.ts';
export * from './posts.ts';
export * from './process-heartbeats.ts';
export * from './reference.ts';
export * from './rehearsals.ts';
export * from './sessions.ts';
export * from './shows.ts';
export * from './users.ts';
export * from './votes.ts';
