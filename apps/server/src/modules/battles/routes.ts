import { ZEventByAllBattleReplySchema, ZFailureReplySchema } from '@artclash/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { replyLanguage, serverMessage } from '../../lib/language.ts';
import { eventBattlesSnapshot } from './event-battles.ts';

/** The battle list, polled every second by the live screens (§7; public, decision 22). */
export const battleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/EventByAllBattle/:id',
    { schema: { tags: ['battles'], params: z.object({ id: z.string() }), response: { 200: ZEventByAllBattleReplySchema, 404: ZFailureReplySchema } } },
    async (request) => {
      const { id } = request.params;
      const language = replyLanguage(request);
      const event = isUuid(id)
        ? await app.replyCache.get(`battles:${id}:${language}`, () => eventBattlesSnapshot({ db: app.db, eventId: id, language }))
        : undefined;
      if (!event) throw new AppError(404, 'server.eventNotFound');
      return { status: 1 as const, message: serverMessage(request, 'eventFound'), event, serverNow: new Date().toISOString() };
    },
  );
};
