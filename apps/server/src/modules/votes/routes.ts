import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { createFreshReader } from '../../lib/batching.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { MemoryLimiter } from '../../services/memory-limiter.ts';
import { readVotingStatus } from './read-voting-status.ts';
import { createVoteWriter, recordVote } from './record-vote.ts';
import { voteCounts } from './queries.ts';
import { VOTES_PER_USER } from './vote-rules.ts';

/** Voting (§4 Voting, §7): the voter is always the session's user, whatever the body says (docs/decisions.md#17). */
export const voteRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['votes'] });
  const { db } = app;
  // Per user, never per address: a whole venue shares one Wi-Fi address (docs/decisions.md#27).
  const voteLimit = new MemoryLimiter(VOTES_PER_USER);
  // A venue's votes share their statements and their reads of the counts (docs/decisions.md#186).
  const write = createVoteWriter(db);
  const readFresh = createFreshReader(async (key) => {
    const [eventId = '', battleId = ''] = key.split(' ');
    return (await voteCounts({ db, eventId, battleId })).get(battleId);
  });
  const readCounts = (eventId: string, battleId: string) => readFresh(`${eventId} ${battleId}`);

  // Votes accepted and refused, by reason (services/metrics.ts): a refusal names its message, or its status
  // when it came before the handler (no session, malformed body).
  const counted = new WeakSet<object>();
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== calls.VotingTo.path || counted.has(request)) return;
    if (reply.statusCode === 200) app.metrics.voteAccepted();
    else app.metrics.voteRefused(String(reply.statusCode));
  });

  route(calls.VotingTo, async (request) => {
    const voterId = request.user!.id;
    const { eventId, battleId, vote_receive_userId: receiverId } = request.body;
    try {
      // Checked and counted before any await, so a burst from one user cannot slip past it.
      if (voteLimit.retryAfter(voterId) > 0) throw new AppError('tooManyAttempts', 'server.tooManyVotes');
      voteLimit.record(voterId);
      await recordVote({ db, write, eventId, battleId, voterId, receiverId });
    } catch (error) {
      if (error instanceof AppError) {
        counted.add(request);
        app.metrics.voteRefused(error.messageKey);
      }
      throw error;
    }
    app.changes.publish({ eventId, kind: 'votes', battleId });
    return ok(
      request,
      'server.voteRecorded',
      await readVotingStatus({ db, readCounts, eventId, battleId, voterId, choice: receiverId }),
    );
  });

  route(calls.VotingStatusActive, async (request) => {
    const { eventId, battleId } = request.body;
    return ok(
      request,
      'server.votingStatusFound',
      await readVotingStatus({ db, readCounts, eventId, battleId, voterId: request.user!.id }),
    );
  });
};
