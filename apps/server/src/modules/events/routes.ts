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
import { withRelations } from './event-list.ts';
import { eventById, eventsInRange, pastEvents, upcomingEvents } from './list-queries.ts';

const listReply = { 200: ZEventListReplySchema, 400: ZFailureReplySchema };
const tags = ['events'];

/** Event lists and details (§7 Lookup and list calls; public, decision 22). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/GetUpcomingEvent', { schema: { tags, response: listReply } }, async (request) => {
    const now = new Date();
    const events = await withRelations({ db: app.db, rows: await upcomingEvents({ db: app.db, now }), now });
    return { status: 1 as const, message: serverMessage(request, 'eventsFound'), events };
  });

  app.get('/api/GetPastEvent', { schema: { tags, querystring: ZPastEventQuerySchema, response: listReply } }, async (request) => {
    const now = new Date();
    const rows = await pastEvents({ db: app.db, now, city: request.query.city });
    return { status: 1 as const, message: serverMessage(request, 'eventsFound'), events: await withRelations({ db: app.db, rows, now }) };
  });

  app.get('/api/AllEventGet', { schema: { tags, querystring: ZAllEventQuerySchema, response: listReply } }, async (request) => {
    const { from, to } = request.query;
    const rows = await eventsInRange({ db: app.db, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined });
    return { status: 1 as const, message: serverMessage(request, 'eventsFound'), events: await withRelations({ db: app.db, rows, now: new Date() }) };
  });

  app.get(
    '/api/SingleEventDetails/:eventId',
    { schema: { tags, params: z.object({ eventId: z.string() }), response: { 200: ZSingleEventDetailsReplySchema, 404: ZFailureReplySchema } } },
    async (request) => {
      const { eventId } = request.params;
      const row = isUuid(eventId) ? await eventById({ db: app.db, eventId }) : undefined;
      if (!row) throw new AppError(404, 'server.eventNotFound');
      const [event] = await withRelations({ db: app.db, rows: [row], now: new Date() });
      if (!event) throw new AppError(404, 'server.eventNotFound');
      return { status: 1 as const, message: serverMessage(request, 'eventFound'), events: event, types: event.types };
    },
  );
};
