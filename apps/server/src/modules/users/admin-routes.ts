import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { userPolicy } from './policy.ts';
import { searchUsers } from './search-users.ts';

/** The organisers' user calls under /backend/admin-api, registered inside the admin plugin. */
export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });

  route(calls.adminUserSearch, { allow: userPolicy.canSearch }, async (request) => {
    const users = await searchUsers({ db: app.db, q: request.query.q, language: replyLanguage(request) });
    return ok(request, 'server.usersFound', { users });
  });
};
