import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import { isUuid } from '../lib/ids.ts';
import type { Viewer } from '../lib/viewer.ts';
import { accountById, issuedBeforePasswordChange, tokenFromHeader, verifySessionToken } from '../modules/accounts/index.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid session of an existing account. */
    authenticate: Guard;
    /** preHandler: as authenticate, then 403 unless the account is an organiser (docs/decisions.md#21). */
    requireOrganiser: Guard;
  }
  interface FastifyRequest {
    /** The signed-in account; set by `authenticate`, null before it or on public calls. */
    user: Viewer | null;
  }
}

/**
 * Sessions (docs/decisions.md#23): the token's signature, expiry and account are checked on every
 * call; role and type come fresh from the database, and a token issued before the last password
 * change is refused.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    const authenticate: Guard = async (request) => {
      // Once per request: the admin plugin's guard and the route's own guard both ask (plugins/admin-api.ts).
      if (request.user) return;
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw new AppError('unauthorized', 'server.unauthorized');
      const session = await verifySessionToken({ secret: app.config.jwtSecret, token });
      const account = session && isUuid(session.userId) ? await accountById({ db: app.db, id: session.userId }) : undefined;
      if (!session || !account || account.accountStatus !== 'active' || issuedBeforePasswordChange(session.issuedAt, account.passwordChangedAt)) {
        throw new AppError('unauthorized', 'auth.messages.sessionInvalid');
      }
      request.user = { id: account.id, role: account.role, type: account.type };
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireOrganiser', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (request.user?.role !== 'admin') throw new AppError('forbidden', 'server.forbidden');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
