import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AttemptLimits, createAttemptLimits } from '../modules/accounts/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

/** `app.attemptLimits`: the per-account and per-client limiters of docs/decisions.md#27, one set per app. */
export const attemptLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('attemptLimits', createAttemptLimits());
  },
  { name: 'attempt-limits' },
);
