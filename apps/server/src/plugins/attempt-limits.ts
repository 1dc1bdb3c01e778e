import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AttemptLimits, attemptRules } from '../modules/accounts/index.ts';
import { createAttemptLimiter } from '../services/attempt-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

/** `app.attemptLimits`: the attempt limits of docs/decisions.md#74, counted in the database and shared by every process. */
export const attemptLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('attemptLimits', {
      limiter: createAttemptLimiter({ db: app.db }),
      rules: attemptRules(app.config.attemptCeilings),
      secret: app.config.jwtSecret,
    });
  },
  { name: 'attempt-limits', dependencies: ['db'] },
);
