import { calls, isLanguage } from '@artclash/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { replyLanguage } from '../../lib/language.ts';
import { routesOf } from '../../lib/route.ts';
import { uploadsDirOf } from '../../lib/uploads-dir.ts';
import { join } from 'node:path';
import { battleCard, eventCard } from './share-cards.ts';

/**
 * The share cards (docs/decisions.md#423), public: a completed battle's and a finished event's 1200×630 PNG, in the
 * language of `?lang=` (a messenger that fetches an og:image sends no language), else of the request.
 */
export const cardRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['cards'] });
  const places = { db: app.db, uploadsDir: uploadsDirOf(app.config), cardsDir: join(app.config.dataDir, 'cards') };
  const languageOf = (request: FastifyRequest<{ Querystring: { lang?: string | undefined } }>) =>
    isLanguage(request.query.lang) ? request.query.lang : replyLanguage(request);
  // Its name is its content: a browser and a messenger may keep it a day, and ask again with its tag after.
  const send = (reply: FastifyReply, { key, png }: { key: string; png: Buffer }, filename: string) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('etag', `"${key}"`)
      .header('content-disposition', `inline; filename="${filename}.png"`)
      .send(png);

  route(calls.battleCard, async (request, reply) => {
    const { battleId } = request.params;
    const card = await battleCard({ ...places, battleId, language: languageOf(request) });
    return send(reply, card, `artclash-battle-${battleId}`);
  });

  route(calls.eventCard, async (request, reply) => {
    const { eventId } = request.params;
    const card = await eventCard({ ...places, eventId, language: languageOf(request) });
    return send(reply, card, `artclash-event-${eventId}`);
  });
};
