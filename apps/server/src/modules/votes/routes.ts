import { calls } from '@artclash/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, clientIp } from '../../lib/client-address.ts';
import { setCookie } from '../../lib/cookies.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { votePolicy } from './policy.ts';
import { holdsRoomPass, voterOf } from './room-code.ts';

/** Voting (§4 Voting, §7), answered by the voting service (`app.voting`, plugins/voting.ts). */
export const voteRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['votes'] });
  const { voting } = app;
  const { jwtSecret: secret, publicUrl } = app.config;
  const secure = publicUrl.startsWith('https:');
  const screenKeyFits = {
    allow: (_viewer: Viewer | null, request: { params: { eventId: string }; query: { screen?: string } }) =>
      votePolicy.canUseScreenKey(secret, request),
    refusal: 'server.screenKeyWrong',
  } as const;

  /** The signed-in account, when the request carries a good session; a public call asks no more. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> => {
    if (!request.headers.authorization) return null;
    try {
      await app.authenticate(request, reply);
    } catch {
      return null;
    }
    return request.user;
  };

  // The voter is always the session's user, whatever the body says (docs/product.md#rule-17).
  route(calls.VotingTo, async (request, reply) => {
    const { eventId, battleId, vote_receive_userId: receiverId } = request.body;
    const voterId = request.user!.id;
    const status = await voting.vote({
      eventId,
      battleId,
      voterId,
      receiverId,
      address: clientIp(request),
      browser: () => {
        const { deviceId } = voterOf(request, reply, secure);
        return { deviceId, inRoom: holdsRoomPass({ request, eventId, userId: voterId, deviceId, now: new Date() }) };
      },
      answer: reply.raw,
    });
    return ok(request, 'server.voteRecorded', status);
  });

  route(calls.VotingStatusActive, async (request, reply) => {
    const { eventId, battleId } = request.body;
    voterOf(request, reply, secure);
    return ok(
      request,
      'server.votingStatusFound',
      await voting.status({ eventId, battleId, voterId: request.user!.id }),
    );
  });

  route(calls.roomCode, screenKeyFits, async (request, reply) => {
    const { eventId } = request.params;
    const screenKey = request.query.screen !== undefined;
    const room = await voting.roomCode({ eventId, screenKey, viewer: await signedIn(request, reply) });
    reply.header('cache-control', 'no-store');
    return ok(request, 'server.roomCodeFound', room);
  });

  // A phone shows the code it read from the big screen, or the key its QR code carried: this account may vote
  // from this browser for the rest of the event (docs/decisions.md#333).
  route(calls.roomPass, async (request, reply) => {
    const { eventId, code } = request.body;
    const { given } = voterOf(request, reply, secure);
    const pass = await voting.roomPass({
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
