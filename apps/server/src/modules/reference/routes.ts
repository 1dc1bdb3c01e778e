import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { cachedReply } from '../../services/reply-cache.ts';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { listCities, listCountries, listInterestEvents } from './list-reference-items.ts';

/** Reference lists, named in the reply language (§3 Reference items, §7). */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['reference'] });
  const { db } = app;

  route(calls.AllInterestedEvent, async (request) =>
    ok(request, 'server.listFound', {
      data: await cachedReply(app, request, 'interest-events', (language) => listInterestEvents({ db, language })),
    }),
  );

  route(calls.fetchAllCountry, async (request) =>
    ok(request, 'server.listFound', { data: listCountries({ language: replyLanguage(request) }) }),
  );

  route(calls.fetchAllCity, async (request) => {
    const { country } = request.query;
    const data = await cachedReply(app, request, `cities:${country?.toUpperCase() ?? ''}`, (language) =>
      listCities({ db, language, country }),
    );
    return ok(request, 'server.listFound', { data });
  });
};
