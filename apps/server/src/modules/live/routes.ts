import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ClientGoneError } from '../../lib/client-gone.ts';
import { isUuid } from '../../lib/ids.ts';
import { acceptsGzip } from '../../lib/content-encoding.ts';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';

/** A Last-Event-ID the stream sent (an entry of the event's log); anything else counts as none. */
const lastEventId = (header: string | string[] | undefined): number | undefined =>
  typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;

/** A stream refused over a cap may try again after this long; the web polls every second meanwhile. */
const STREAM_RETRY_AFTER_S = 10;

/**
 * The live screens' data (docs/product.md §7): the Server-Sent Events stream and the 1 s polling call
 * EventByAllBattle, both answered from the one live hub of pre-serialized snapshots (`app.live`, plugins/live.ts)
 * that every change to an event, from this process or another, refreshes.
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['live'] });
  const { live } = app;

  route(calls.EventByAllBattle, async (request, reply) => {
    const { id: eventId } = request.params;
    // A malformed id is answered like an unknown one, and never reaches the database.
    const gzip = acceptsGzip(request);
    const body = !isUuid(eventId)
      ? undefined
      : gzip
        ? await live.pollReplyGzip(eventId, replyLanguage(request))
        : await live.pollReply(eventId, replyLanguage(request));
    if (!body) throw new AppError('notFound', 'server.eventNotFound');
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(body);
  });

  route(calls.liveChanges, async (request) => {
    const { eventId } = request.params;
    const changes = isUuid(eventId)
      ? await live.changesSince(eventId, request.query.lang ?? replyLanguage(request), request.query.since)
      : undefined;
    if (!changes) throw new AppError('notFound', 'server.eventNotFound');
    return ok(request, 'server.eventFound', changes);
  });

  route(calls.liveEvent, async (request, reply) => {
    const { eventId } = request.params;
    const language = request.query.lang ?? replyLanguage(request);
    // Where the viewer left off: the browser's reconnect sends the last `id:` it saw, a new stream `since`.
    const since = request.query.since ?? lastEventId(request.headers['last-event-id']);
    // Forwarded by a front whose engine holds the deployment's streams (docs/decisions.md#426): it holds this one
    // too, and its own caps and lifetimes apply.
    if (live.forwarded(request.headers['x-live-engine'])) {
      const held = isUuid(eventId) ? await live.hold(eventId, language, since) : 'unknown';
      if (held === 'unknown') throw new AppError('notFound', 'server.eventNotFound');
      if (held === 'refused')
        throw new AppError('unavailable', 'server.liveStreamsFull', { retryAfterSeconds: STREAM_RETRY_AFTER_S });
      return reply.headers(held.headers).send();
    }
    // The place is taken before any work, so streams over the caps cost nothing (docs/decisions.md#315), and
    // its connection holds it: whenever the connection closes, the place is given back (docs/decisions.md#354).
    const place = live.reserve(clientAddress(request), reply.raw);
    if (typeof place === 'string')
      throw new AppError('unavailable', 'server.liveStreamsFull', { retryAfterSeconds: STREAM_RETRY_AFTER_S });
    try {
      if (place.released) throw new ClientGoneError();
      if (!isUuid(eventId) || !(await live.prepare(eventId, language)))
        throw new AppError('notFound', 'server.eventNotFound');
      // A client that left while its event was read gave its place back then: nobody is left to stream to.
      if (place.released) throw new ClientGoneError();
    } catch (error) {
      live.release(place);
      throw error;
    }
    reply.hijack();
    await live.attach(eventId, language, reply.raw, { place, since });
    return reply;
  });
};
