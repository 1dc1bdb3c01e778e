import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AttemptLimits, createAttemptLimits } from '../modules/accounts/attempt-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

/** `app.attemptLimits`: the per-account and per-client limiters of decision 27, one set per app. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('attemptLimits', createAttemptLimits());
});
