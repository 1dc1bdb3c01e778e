import { calls } from '@artclash/contract';
import { joinPathOf, showsRoomCode, votingPathOf } from '@artclash/contract/values';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { clientAddress, clientIp } from '../../lib/client-address.ts';
import { setCookie } from '../../lib/cookies.ts';
import { isUuid } from '../../lib/ids.ts';
import { createFreshReader } from '../../lib/batching.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { MemoryLimiter } from '../../services/memory-limiter.ts';
import { readVotingStatus } from './read-voting-status.ts';
import { createVoteWriter, recordVote } from './record-vote.ts';
import { voteCounts, votingRuleOf } from './queries.ts';
import { giveRoomPass } from './give-room-pass.ts';
import {
  addressHashOf,
  holdsRoomPass,
  newVoterId,
  roomCodeAt,
  roomKeyAt,
  screenKeyHolds,
  voterCookie,
  voterIdOf,
} from './room-code.ts';
import { VOTES_PER_USER } from './vote-rules.ts';

/** Voting (§4 Voting, §7): the voter is always the session's user, whatever the body says (docs/product.md#rule-17). */
export const voteRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['votes'] });
  const { db, changes } = app;
  const { jwtSecret: secret, publicUrl } = app.config;
  const secure = publicUrl.startsWith('https:');
  // Per user, never per address: a whole venue shares one Wi-Fi address (docs/product.md#rule-27).
  const voteLimit = new MemoryLimiter(VOTES_PER_USER);

  /**
   * The browser's voter id (docs/decisions.md#307). A browser without one gets it now, for its next calls, and
   * the id it will send (`given`); `deviceId` is what this request itself sent. One signed with an older cookie
   * key is signed again with the newest (docs/decisions.md#366).
   */
  const voterOf = (request: FastifyRequest, reply: FastifyReply) => {
    const sent = voterIdOf(request);
    if (sent?.renew) setCookie(reply, voterCookie(sent.deviceId), secure);
    if (sent) return { deviceId: sent.deviceId, given: sent.deviceId };
    const given = newVoterId();
    setCookie(reply, voterCookie(given), secure);
    return { deviceId: null, given };
  };
  /** Whether the request comes from a signed-in organiser; a missing or bad session is simply not one. */
  const isOrganiser = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) return false;
    try {
      await app.authenticate(request, reply);
    } catch {
      return false;
    }
    return request.user?.role === 'admin';
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
      const { deviceId } = voterOf(request, reply);
      const origin = {
        inRoom: holdsRoomPass({ request, eventId, userId: voterId, deviceId, now: new Date() }),
        deviceId,
        addressHash: addressHashOf(secret, clientIp(request)),
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

  // The big screen's way in (docs/decisions.md#306, #333, docs/product.md#rule-309): its addresses for anyone, on the
  // public URL and never the projector's own origin; the room code and the QR code's key for an organiser's screen or a
  // projector whose address carries the event's screen key. A wrong screen key is refused, so a script learns nothing.
  route(calls.roomCode, async (request, reply) => {
    const { eventId } = request.params;
    const { screen } = request.query;
    if (screen !== undefined && (!isUuid(eventId) || !screenKeyHolds(secret, eventId, screen)))
      throw new AppError('forbidden', 'server.screenKeyWrong');
    const rule = isUuid(eventId) ? await votingRuleOf({ db, eventId }) : undefined;
    if (!rule) throw new AppError('notFound', 'server.eventNotFound');
    const shown = showsRoomCode(rule) && (screen !== undefined || (await isOrganiser(request, reply)));
    const now = new Date();
    const { code, changesAt } = roomCodeAt({ secret, eventId, now });
    reply.header('cache-control', 'no-store');
    return ok(request, 'server.roomCodeFound', {
      voting_url: `${publicUrl}${votingPathOf(eventId)}`,
      short_url: `${publicUrl}${joinPathOf(eventId)}`,
      code: shown ? code : null,
      key: shown ? roomKeyAt({ secret, eventId, now }) : null,
      changes_at: changesAt.toISOString(),
    });
  });

  // A phone shows the code it read from the big screen, or the key its QR code carried: this account may vote
  // from this browser for the rest of the event (docs/decisions.md#333).
  route(calls.roomPass, async (request, reply) => {
    const { eventId, code } = request.body;
    const { given } = voterOf(request, reply);
    const pass = await giveRoomPass({
      db,
      limiter: app.attemptLimits.limiter,
      secret,
      now: new Date(),
      eventId,
      code,
      userId: request.user!.id,
      deviceId: given,
      address: clientAddress(request),
    });
    // Beside the voter cookie when the browser had none.
    setCookie(reply, pass, secure);
    return ok(request, 'server.roomPassGiven');
  });
};
