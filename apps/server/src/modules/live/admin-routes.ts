import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { eventById } from '../events/index.ts';
import { screenKeyOf, votesByOrigin } from '../votes/index.ts';
import { roomOf } from './queries.ts';

/** The control room's view of the room (docs/decisions.md#251), registered inside the admin plugin. */
export const liveAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });
  const { db } = app;

  route(calls.adminEventRoom, async (request) => {
    const { eventId } = request.params;
    if (!isUuid(eventId) || !(await eventById({ db, eventId }))) throw new AppError('notFound', 'server.eventNotFound');
    const [room, origins] = await Promise.all([
      roomOf({ db, eventId, now: new Date() }),
      votesByOrigin({ db, eventId }),
    ]);
    return ok(request, 'server.roomFound', {
      room: {
        viewers: room.viewers,
        votes_last_minute: room.votesLastMinute,
        oldest_vote_ms: room.oldestVoteMs,
        processes: room.processes,
        processes_receiving: room.processesReceiving,
        votes_by_origin: origins.map(({ battleId, inRoom, online }) => ({
          battle_id: battleId,
          in_room: inRoom,
          online,
        })),
      },
      // Whatever the rule, so a rule changed mid-night needs no new link (docs/product.md#rule-350).
      screen_key: screenKeyOf(request.server.config.jwtSecret, eventId),
    });
  });
};
