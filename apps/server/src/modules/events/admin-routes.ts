import { calls, type TEvent, type TProjectorLanguage, type TVotingRule } from '@artclash/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { actorOf } from '../../lib/actor.ts';
import { replyLanguage } from '../../lib/language.ts';
import { phoneReachOf } from '../../lib/phone-reach.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { isUuid } from '../../lib/ids.ts';
import { screenKeyOf } from '../votes/index.ts';
import { imageUploadOf } from '../../services/images/index.ts';
import { addEventImage } from './add-event-image.ts';
import { addEvent } from './add-event.ts';
import { deleteEvent } from './delete-event.ts';
import { eventInputOf, newEventOf } from './event-input.ts';
import { listAdminEvents } from './list-admin-events.ts';
import { eventById } from './queries.ts';
import { readEventDetails } from './read-event-details.ts';
import { sanitizeEmbed } from './sanitize-embed.ts';
import { updateEvent } from './update-event.ts';

/**
 * The event as SingleEventDetails presents it, in the reply language, with its voting rule; its
 * version for the next save, and the big screen's key to the room code (docs/decisions.md#306).
 */
async function presented(
  db: Database,
  request: FastifyRequest,
  eventId: string,
): Promise<{
  event: TEvent & { voting_rule: TVotingRule; auto_close_voting: boolean; projector_language: TProjectorLanguage };
  version: number;
  screen_key: string;
}> {
  const [event, row] = await Promise.all([
    readEventDetails({ db, eventId, language: replyLanguage(request) }),
    eventById({ db, eventId }),
  ]);
  if (!event || !row) throw new AppError('notFound', 'server.eventNotFound');
  return {
    event: {
      ...event,
      voting_rule: row.votingRule,
      auto_close_voting: row.autoCloseVoting,
      projector_language: row.projectorLanguage,
    },
    version: row.version,
    screen_key: screenKeyOf(request.server.config.jwtSecret, eventId),
  };
}

/**
 * The organisers' event calls (§2.12) under /backend/admin-api, registered inside the admin plugin,
 * whose hook admits organisers only. Every write's use case tells the live screens (kind 'event').
 */
export const eventAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });
  const { db, changes } = app;
  const { embedHosts } = app.config;

  route(calls.adminEventList, async (request) => {
    return ok(request, 'server.eventsFound', await listAdminEvents({ db, now: new Date(), query: request.query }));
  });

  // Whether phones in the room can open the addresses the server gives them (docs/decisions.md#346).
  route(calls.adminPhoneReach, async (request) => {
    const { loopback, lanUrls } = phoneReachOf(app.config);
    return ok(request, 'server.phoneReachFound', {
      reach: { public_url: app.config.publicUrl, loopback, lan_urls: lanUrls },
    });
  });

  route(calls.adminEventCreate, async (request) => {
    const eventId = await addEvent({ db, changes, by: actorOf(request), ...newEventOf(request.body, embedHosts) });
    return ok(request, 'server.eventCreated', await presented(db, request, eventId));
  });

  route(calls.adminEventGet, async (request) => {
    const { eventId } = request.params;
    if (!isUuid(eventId)) throw new AppError('notFound', 'server.eventNotFound');
    return ok(request, 'server.eventFound', await presented(db, request, eventId));
  });

  route(calls.adminEventUpdate, async (request) => {
    const { eventId } = request.params;
    const { version, ...fields } = request.body;
    await updateEvent({ db, changes, by: actorOf(request), eventId, input: eventInputOf(fields, embedHosts), version });
    return ok(request, 'server.eventUpdated', await presented(db, request, eventId));
  });

  route(calls.adminEmbedPreview, async (request) => {
    return ok(request, 'server.embedPreviewed', { embed: sanitizeEmbed(request.body.youtube_emd, embedHosts) });
  });

  route(calls.adminEventImageUpload, async (request) => {
    const { eventId } = request.params;
    await addEventImage({ db, changes, by: actorOf(request), eventId, upload: await imageUploadOf(request) });
    return ok(request, 'server.eventImageAdded', await presented(db, request, eventId));
  });

  route(calls.adminEventDelete, async (request) => {
    const { eventId } = request.params;
    await deleteEvent({ db, changes, eventId });
    return ok(request, 'server.eventDeleted');
  });
};
