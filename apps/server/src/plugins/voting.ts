import { endpoints } from '@artclash/contract/values';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createVotingService, type VotingService } from '../modules/votes/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Voting: the vote, the room code and the room pass, with their limits, batches and figures (modules/votes). */
    voting: VotingService;
  }
}

/**
 * `app.voting`: one voting service per process (modules/votes/voting-service.ts). Needs `app.metrics` (operations
 * plugin) and `app.attemptLimits`.
 */
export const votingPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, changes, config, metrics } = app;
    const voting = createVotingService({
      db,
      changes,
      attempts: app.attemptLimits.limiter,
      secret: config.jwtSecret,
      publicUrl: config.publicUrl,
      metrics,
    });
    app.decorate('voting', voting);
    // Votes accepted and refused, by reason (services/metrics.ts): a refusal the service met names its message, one
    // that came before it (no session, a malformed body) its status.
    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.url === endpoints.VotingTo.path) voting.answered(reply.raw, reply.statusCode);
    });
  },
  { name: 'voting', dependencies: ['db', 'operations', 'attempt-limits'] },
);
