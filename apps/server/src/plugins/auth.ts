import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import { isUuid } from '../lib/ids.ts';
import type { Viewer } from '../lib/viewer.ts';
import { createBatcher } from '../lib/batching.ts';
import {
  accountsOfLiveSessions,
  pruneSessions,
  type SessionKey,
  tokenFromHeader,
  verifySessionToken,
} from '../modules/accounts/index.ts';
import { createSessionCache } from '../services/session-cache.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid session of an existing account. */
    authenticate: Guard;
    /** preHandler: as authenticate, then 403 unless the account is an organiser (docs/product.md#rule-21). */
    requireOrganiser: Guard;
  }
  interface FastifyRequest {
    /** The signed-in account; set by `authenticate`, null before it or on public calls. */
    user: Viewer | null;
    /** The session its token names (docs/decisions.md#70); set with `user`. */
    sessionId: string | null;
  }
}

/** How long a live session is trusted without reading it again; a logout is honoured at once through the change feed. */
const SESSION_CACHE_MS = 30_000;
/** Ended and expired sessions are kept this long (an operator may look back), then deleted. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Sessions (docs/product.md#rule-23, docs/decisions.md#70): the token's signature and expiry are checked on every call;
 * its session and account are read in one query and kept for SESSION_CACHE_MS, so a vote costs no
 * session query. A logout, a logout everywhere or a password change through any process reaches
 * every process through the change feed and is honoured at once.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // Ended sessions, from this process or another (docs/decisions.md#70); a process that missed a notice reads
    // the ends from the database when it catches up (docs/decisions.md#407).
    const sessions = createSessionCache({ ttlMs: SESSION_CACHE_MS });
    const unsubscribe = app.changes.subscribe((change) => {
      if (change.kind === 'sessions') sessions.forget(change);
    });
    app.addHook('onClose', async () => void unsubscribe());

    // A venue's first votes come at once, each with a session not yet kept: they share their reads (docs/decisions.md#186).
    const readAccount = createBatcher((keys: SessionKey[]) =>
      accountsOfLiveSessions({ db: app.db, keys, now: new Date() }),
    );

    /** The session and its account from the database, kept for SESSION_CACHE_MS unless a logout came meanwhile. */
    const readSession = async (sessionId: string, userId: string): Promise<Viewer> => {
      const mark = sessions.mark();
      const account = await readAccount({ sessionId, userId });
      if (!account) throw new AppError('unauthorized', 'auth.messages.sessionInvalid');
      const viewer: Viewer = { id: account.id, role: account.role, type: account.type };
      sessions.set(mark, sessionId, { viewer, sessionEndsAt: account.sessionExpiresAt });
      return viewer;
    };

    const authenticate: Guard = async (request) => {
      // Once per request: the admin plugin's guard and the route's own guard both ask (plugins/admin-api.ts).
      if (request.user) return;
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw new AppError('unauthorized', 'server.unauthorized');
      const verified = await verifySessionToken({ secret: app.config.jwtSecret, token });
      if (!verified || !isUuid(verified.userId) || !isUuid(verified.sessionId))
        throw new AppError('unauthorized', 'auth.messages.sessionInvalid');
      const { sessionId, userId } = verified;
      request.user = sessions.get(sessionId, userId) ?? (await readSession(sessionId, userId));
      request.sessionId = sessionId;
    };

    const pruning = setInterval(
      () => void pruneSessions({ db: app.db, now: new Date(), keepMs: KEEP_ENDED_MS }).catch(() => undefined),
      PRUNE_EVERY_MS,
    );
    pruning.unref();
    app.addHook('onClose', async () => void clearInterval(pruning));

    app.decorate('authenticate', authenticate);
    app.decorate('requireOrganiser', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (request.user?.role !== 'admin') throw new AppError('forbidden', 'server.forbidden');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
