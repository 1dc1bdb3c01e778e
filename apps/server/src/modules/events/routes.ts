import {
  ZAllEventQuerySchema,
  ZEventListReplySchema,
  ZFailureReplySchema,
  ZPastEventQuerySchema,
  ZSingleEventDetailsReplySchema,
} from '@artclash/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { serverMessage } from '../../lib/language.ts';
import { cachedReply } from '../../lib/cached-reply.ts';
import { withRelations } from './event-list.ts';
import { eventById, eventsInRange, pastEvents, upcomingEvents } from './list-queries.ts';

const listReply = { 200: ZEventListReplySchema, 400: ZFailureReplySchema };
const tags = ['events'];

/** Event lists and details (§7 Lookup and list calls; public, decision 22). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/api/GetUpcomingEvent', { schema: { tags, response: listReply } }, async (request) => {
    const events = await cachedReply(app, request, 'upcoming', async (language) => {
      const now = new Date();
      return withRelations({ db, rows: await upcomingEvents({ db, now }), now, language });
    });
    return { status: 1 as const, message: serverMessage(request, 'eventsFound'), events };
  });

  app.get('/api/GetPastEvent', { schema: { tags, querystring: ZPastEventQuerySchema, response: listReply } }, async (request) => {
    const { city } = request.query;
    const events = await cachedReply(app, request, `past:${city ?? ''}`, async (language) => {
      const now = new Date();
      return withRelations({ db, rows: await pastEvents({ db, now, city }), now, language });
    });
    return { status: 1 as const, message: serverMessage(request, 'eventsFound'), events };
  });

  app.get('/api/AllEventGet', { schema: { tags, querystring: ZAllEventQuerySchema, response: listReply } }, async (request) => {
    const { from, to } = request.query;
    const events = await cachedReply(app, request, `all:${from ?? ''}:${to ?? ''}`, async (language) => {
      const rows = await eventsInRange({ db, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined });
      return withRelations({ db, rows, now: new Date(), language });
    });
    return { status: 1 as const, message: serverMessage(request, 'eventsFound'), events };
  });

  app.get(
    '/api/SingleEventDetails/:eventId',
    { schema: { tags, params: z.object({ eventId: z.string() }), response: { 200: ZSingleEventDetailsReplySchema, 404: ZFailureReplySchema } } },
    async (request) => {
      const { eventId } = request.params;
      const event = isUuid(eventId)
        ? await cachedReply(app, request, `event:${eventId}`, async (language) => {
            const row = await eventById({ db, eventId });
            return row && (await withRelations({ db, rows: [row], now: new Date(), language }))[0];
          })
        : undefined;
      if (!event) throw new AppError(404, 'server.eventNotFound');
      return { status: 1 as const, message: serverMessage(request, 'eventFound'), events: event, types: event.types };
    },
  );
};
