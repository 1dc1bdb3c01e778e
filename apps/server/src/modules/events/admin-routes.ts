import { calls, type TEvent } from '@artclash/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { createEvent } from './create-event.ts';
import { deleteEvent } from './delete-event.ts';
import { eventInputOf, newEventOf } from './event-input.ts';
import { eventPolicy } from './policy.ts';
import { readEventDetails } from './read-event-details.ts';
import { updateEvent } from './update-event.ts';

/** The event as SingleEventDetails presents it, in the reply language. */
async function presented(db: Database, request: FastifyRequest, eventId: string): Promise<TEvent> {
  const event = await readEventDetails({ db, eventId, language: replyLanguage(request) });
  if (!event) throw new AppError('notFound', 'server.eventNotFound');
  return event;
}

/**
 * The organisers' event calls (§2.12) under /backend/admin-api, registered inside the admin plugin,
 * whose hook admits organisers only. Every write tells the live screens and drops the reply cache.
 */
export const eventAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });
  const { db } = app;
  const { embedHosts } = app.config;
  const manage = { allow: eventPolicy.canManage };

  route(calls.adminEventCreate, manage, async (request) => {
    const eventId = await createEvent({ db, ...newEventOf(request.body, embedHosts) });
    app.changes.publish({ eventId, kind: 'event' });
    return ok(request, 'server.eventCreated', { event: await presented(db, request, eventId) });
  });

  route(calls.adminEventUpdate, manage, async (request) => {
    const { eventId } = request.params;
    await updateEvent({ db, eventId, input: eventInputOf(request.body, embedHosts) });
    app.changes.publish({ eventId, kind: 'event' });
    return ok(request, 'server.eventUpdated', { event: await presented(db, request, eventId) });
  });

  route(calls.adminEventDelete, manage, async (request) => {
    const { eventId } = request.params;
    await deleteEvent({ db, eventId });
    app.changes.publish({ eventId, kind: 'event' });
    return ok(request, 'server.eventDeleted');
  });
};
