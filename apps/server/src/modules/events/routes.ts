import { calls } from '@artclash/contract';
import { firstScreens, isJoinCode, JOIN_PATH } from '@artclash/contract/values';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { cachedReply } from '../../services/reply-cache.ts';
import { listEventsInRange, listPastEvents, listUpcomingEvents, wholeDays, withinRange } from './list-events.ts';
import { eventIdsByJoinCode } from './queries.ts';
import { readBattleCurves, readVoteLog, voteLogHash } from '../votes/index.ts';
import { readEventDetails } from './read-event-details.ts';

/** Event lists and details (§7 Lookup and list calls), at full paths. */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['events'] });
  const { db } = app;

  route(calls.GetUpcomingEvent, async (request) =>
    ok(request, 'server.eventsFound', {
      events: await cachedReply(app, request, 'upcoming', (language) => listUpcomingEvents({ db, language })),
    }),
  );

  route(calls.GetPastEvent, async (request) => {
    const { city } = request.query;
    const events = await cachedReply(app, request, `past:${city ?? ''}`, (language) =>
      listPastEvents({ db, language, city }),
    );
    return ok(request, 'server.eventsFound', { events });
  });

  route(calls.AllEventGet, async (request) => {
    const { from, to } = request.query;
    const asked = { from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined };
    const days = wholeDays(asked);
    const events = await cachedReply(app, request, `all:${days.key}`, (language) =>
      listEventsInRange({ db, language, from: days.from, to: days.to }),
    );
    return ok(request, 'server.eventsFound', { events: withinRange(events, asked) });
  });

  route(calls.SingleEventDetails, async (request) => {
    const { eventId } = request.params;
    // A malformed id is answered like an unknown one, and never reaches the database or the cache.
    const event = isUuid(eventId)
      ? await cachedReply(app, request, `event:${eventId}`, (language) => readEventDetails({ db, eventId, language }))
      : undefined;
    if (!event) throw new AppError('notFound', 'server.eventNotFound');
    return ok(request, 'server.eventFound', { events: event, types: event.types });
  });

  /** The event of a call that publishes the night's votes: 404 for an unknown one, 409 before its results are public. */
  const publishedEvent = async (eventId: string) => {
    const event = isUuid(eventId) ? await readEventDetails({ db, eventId, language: 'en' }) : undefined;
    if (!event) throw new AppError('notFound', 'server.eventNotFound');
    if (!event.results_public) throw new AppError('conflict', 'server.voteLogNotYet');
  };

  // The anonymised vote log, for anyone to recount once the results are public (docs/decisions.md#416).
  route(calls.voteLog, async (request) => {
    const { eventId } = request.params;
    await publishedEvent(eventId);
    const entries = await readVoteLog({ db, eventId, secret: app.config.jwtSecret });
    return ok(request, 'server.voteLogFound', { event_id: eventId, entries, hash: voteLogHash(entries) });
  });

  // How each battle was won, from the same log and at the same time (docs/decisions.md#421).
  route(calls.battleCurves, async (request) => {
    const { eventId } = request.params;
    await publishedEvent(eventId);
    const battles = await readBattleCurves({ db, eventId });
    return ok(request, 'server.battleCurvesFound', { event_id: eventId, battles });
  });

  // The short address under the big screen's QR code (docs/product.md#rule-309): on to the event's voting page,
  // with the room code if one is given. A code that names no event (or two) gets the app's page not found.
  app.get<{ Params: { code: string } }>(JOIN_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params;
    const [eventId, other] = isJoinCode(code) ? await eventIdsByJoinCode({ db, code: code.toLowerCase() }) : [];
    if (!eventId || other) return void reply.callNotFound();
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(firstScreens.voting.path.replace(':eventId', eventId) + query);
  });
};
