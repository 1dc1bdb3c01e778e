import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { cachedReply } from '../../services/reply-cache.ts';
import { battlePolicy } from './policy.ts';
import { readEventBattles } from './read-event-battles.ts';

/** The battle list, polled every second by the live screens (§4, §7), at its full path. */
export const battleRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['battles'] });
  const { db } = app;

  route(calls.EventByAllBattle, { allow: battlePolicy.canRead }, async (request) => {
    const { id: eventId } = request.params;
    // A malformed id is answered like an unknown one, and never reaches the database or the cache.
    const event = isUuid(eventId) ? await cachedReply(app, request, `battles:${eventId}`, (language) => readEventBattles({ db, eventId, language })) : undefined;
    if (!event) throw new AppError('notFound', 'server.eventNotFound');
    return ok(request, 'server.eventFound', { event, serverNow: new Date().toISOString() });
  });
};
