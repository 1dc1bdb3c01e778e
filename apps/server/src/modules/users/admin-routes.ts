import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { listAccounts } from './list-accounts.ts';
import { presentAccount } from './presenter.ts';
import { searchUsers } from './search-users.ts';
import { setRole } from './set-role.ts';

/** The organisers' user calls under /backend/admin-api, registered inside the admin plugin. */
export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });

  route(calls.adminUserSearch, async (request) => {
    const users = await searchUsers({ db: app.db, q: request.query.q, language: replyLanguage(request) });
    return ok(request, 'server.usersFound', { users });
  });

  route(calls.adminAccountList, async (request) => {
    return ok(request, 'server.accountsFound', await listAccounts({ db: app.db, query: request.query }));
  });

  route(calls.adminAccountRole, async (request) => {
    const { account } = await setRole({
      db: app.db,
      changes: app.changes,
      account: { id: request.params.userId },
      role: request.body.role,
    });
    return ok(request, 'server.roleChanged', { account: presentAccount(account) });
  });
};
