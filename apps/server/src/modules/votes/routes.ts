import { calls } from '@artclash/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { createFreshReader } from '../../lib/batching.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { MemoryLimiter } from '../../services/memory-limiter.ts';
import { readVotingStatus } from './read-voting-status.ts';
import { createVoteWriter, recordVote } from './record-vote.ts';
import { voteCounts, votingRuleOf } from './queries.ts';
import {
  addressHashOf,
  holdsRoomPass,
  newVoterCookie,
  roomCodeAt,
  roomCodeHolds,
  roomPassCookie,
  screenKeyHolds,
  voterIdOf,
} from './room-code.ts';
import { ROOM_CODE_TRIES, VOTES_PER_USER } from './vote-rules.ts';

/** Voting (§4 Voting, §7): the voter is always the session's user, whatever the body says (docs/decisions.md#17). */
export const voteRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['votes'] });
  const { db, changes } = app;
  const { jwtSecret: secret, publicUrl } = app.config;
  const secure = publicUrl.startsWith('https:');
  // Per user, never per address: a whole venue shares one Wi-Fi address (docs/decisions.md#27).
  const voteLimit = new MemoryLimiter(VOTES_PER_USER);
  const roomCodeTries = new MemoryLimiter(ROOM_CODE_TRIES);

  /** The browser's voter id; a browser without one gets it now, for its next calls (docs/decisions.md#307). */
  const voterOf = (request: FastifyRequest, reply: FastifyReply) => {
    const deviceId = voterIdOf(request.headers.cookie);
    if (!deviceId) reply.header('set-cookie', newVoterCookie(secure));
    return deviceId;
  };
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

  route(calls.VotingTo, async (request, reply) => {
    const voterId = request.user!.id;
    const { eventId, battleId, vote_receive_userId: receiverId } = request.body;
    // Until its answer, the vote is one the control room's "oldest unanswered vote" counts (docs/decisions.md#251).
    reply.raw.once('close', app.metrics.voteUnderway());
    try {
      // Checked and counted before any await, so a burst from one user cannot slip past it.
      if (voteLimit.retryAfter(voterId) > 0) throw new AppError('tooManyAttempts', 'server.tooManyVotes');
      voteLimit.record(voterId);
      const origin = {
        inRoom: isUuid(eventId) && holdsRoomPass({ secret, eventId, cookieHeader: request.headers.cookie }),
        deviceId: voterOf(request, reply),
        addressHash: addressHashOf(secret, request.ip),
      };
      await recordVote({ db, changes, write, eventId, battleId, voterId, receiverId, origin });
    } catch (error) {
      if (error instanceof AppError) {
        counted.add(request);
        app.metrics.voteRefused(error.messageKey);
      }
      throw error;
    }
    return ok(
      request,
      'server.voteRecorded',
      await readVotingStatus({ db, readCounts, eventId, battleId, voterId, choice: receiverId }),
    );
  });

  route(calls.VotingStatusActive, async (request, reply) => {
    const { eventId, battleId } = request.body;
    voterOf(request, reply);
    return ok(
      request,
      'server.votingStatusFound',
      await readVotingStatus({ db, readCounts, eventId, battleId, voterId: request.user!.id }),
    );
  });

  // The big screen's room code (docs/decisions.md#306): an organiser's screen, or a projector whose
  // address carries the event's screen key; anyone else, a script included, gets nothing.
  route(calls.roomCode, async (request, reply) => {
    const { eventId } = request.params;
    const { screen } = request.query;
    if (screen === undefined) await app.requireOrganiser(request, reply);
    else if (!isUuid(eventId) || !screenKeyHolds(secret, eventId, screen))
      throw new AppError('forbidden', 'server.screenKeyWrong');
    const rule = isUuid(eventId) ? await votingRuleOf({ db, eventId }) : undefined;
    if (!rule) throw new AppError('notFound', 'server.eventNotFound');
    const now = new Date();
    const { code, changesAt } = roomCodeAt({ secret, eventId, now });
    reply.header('cache-control', 'no-store');
    return ok(request, 'server.roomCodeFound', {
      code: rule === 'room' ? code : null,
      changes_at: changesAt.toISOString(),
    });
  });

  // A device shows the room code it read from the big screen: it may vote in the event for a day.
  route(calls.roomPass, async (request, reply) => {
    const { eventId, code } = request.body;
    const userId = request.user!.id;
    // Per user: six digits, two good at a time, are not guessed at ten tries a user per ten minutes.
    if (roomCodeTries.retryAfter(userId) > 0) throw new AppError('tooManyAttempts', 'server.tooManyRoomCodes');
    roomCodeTries.record(userId);
    if (!isUuid(eventId) || !(await votingRuleOf({ db, eventId })))
      throw new AppError('notFound', 'server.eventNotFound');
    if (!roomCodeHolds({ secret, eventId, code: code.trim(), now: new Date() }))
      throw new AppError('invalidInput', 'server.roomCodeWrong', { errors: { code: 'server.roomCodeWrong' } });
    reply.header('set-cookie', roomPassCookie({ secret, eventId, secure }));
    return ok(request, 'server.roomPassGiven');
  });
};
