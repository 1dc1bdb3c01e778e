import { ZCityQuerySchema, ZFailureReplySchema, ZNamedListReplySchema } from '@artclash/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedReply } from '../../lib/cached-reply.ts';
import { replyLanguage, serverMessage } from '../../lib/language.ts';
import { allCountries } from './countries.ts';
import { allCities, allInterestEvents } from './queries.ts';

const tags = ['reference'];
const reply = { 200: ZNamedListReplySchema, 400: ZFailureReplySchema };

/** Reference lists, named in the reply language (§3 Reference items, §7). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/AllInterestedEvent', { schema: { tags, response: reply } }, async (request) => ({
    status: 1 as const,
    message: serverMessage(request, 'listFound'),
    data: await cachedReply(app, request, 'interest-events', (language) => allInterestEvents({ db: app.db, language })),
  }));

  app.get('/api/fetch-all-country', { schema: { tags, response: reply } }, async (request) => ({
    status: 1 as const,
    message: serverMessage(request, 'listFound'),
    data: allCountries(replyLanguage(request)),
  }));

  app.get('/api/fetch-all-city', { schema: { tags, querystring: ZCityQuerySchema, response: reply } }, async (request) => ({
    status: 1 as const,
    message: serverMessage(request, 'listFound'),
    data: await cachedReply(app, request, `cities:${request.query.country?.toUpperCase() ?? ''}`, (language) =>
      allCities({ db: app.db, language, country: request.query.country }),
    ),
  }));
};
