import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, PoolUse } from './db/client.ts';
import { cookieKeys } from './lib/cookies.ts';
import { loggerOptions, requestLogger } from './lib/logging.ts';
import { operationsPlugin } from './plugins/operations.ts';
import { mailPlugin } from './mail/mail-plugin.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import { clientErrorRoutes } from './modules/client-errors/index.ts';
import { battleAdminRoutes, battleRoutes } from './modules/battles/index.ts';
import { userAdminRoutes } from './modules/users/index.ts';
import { cardRoutes } from './modules/cards/index.ts';
import { eventAdminRoutes, eventRoutes } from './modules/events/index.ts';
import { liveAdminRoutes, liveRoutes } from './modules/live/index.ts';
import { postRoutes } from './modules/posts/index.ts';
import { profileRoutes } from './modules/profiles/index.ts';
import { referenceAdminRoutes, referenceRoutes } from './modules/reference/index.ts';
import { voteAdminRoutes, voteRoutes } from './modules/votes/index.ts';
import { adminApiPlugin } from './plugins/admin-api.ts';
import { attemptLimitsPlugin } from './plugins/attempt-limits.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandler, replyToError } from './plugins/error-handler.ts';
import { helmetPlugin } from './plugins/helmet.ts';
import { imageGatePlugin } from './plugins/image-gate.ts';
import { livePlugin } from './plugins/live.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { votingPlugin } from './plugins/voting.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createChangeFeed, type ChangeFeed } from './db/change-feed.ts';
import { prepareDatabase } from './start-up.ts';

export interface AppDependencies {
  db: Database;
  /** The database's change feed (db/change-feed.ts); one for this process alone when not given. */
  changes?: ChangeFeed;
  /** The database connections' use, for the metrics (OpenDatabase's `pool`). */
  pool?: () => PoolUse;
  /** Where log lines go (tests read them); standard output when not given. */
  logStream?: { write(line: string): void };
}

/**
 * With a certificate the server speaks HTTPS: HTTP/2 to browsers, HTTP/1.1 to other clients (docs/decisions.md#190).
 * Node's HTTP/2 compatibility API hands the routes requests and replies of HTTP/1's shape, which the app is typed with.
 */
function transportOptions(tls: Config['tls']): FastifyHttpOptions<RawServerDefault> {
  if (!tls) return {};
  return {
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
  } as unknown as FastifyHttpOptions<RawServerDefault>;
}

/** The whole server, in load order: external plugins, app services, routes, then the web app (docs/architecture.md). */
export async function buildApp(
  config: Config,
  { db, changes = createChangeFeed(), pool = () => ({ total: 1, idle: 1, waiting: 0 }), logStream }: AppDependencies,
): Promise<FastifyInstance> {
  const app = Fastify({
    ...transportOptions(config.tls),
    logger: { ...loggerOptions(config.logLevel), ...(logStream && { stream: logStream }) },
    // Requests are logged by plugins/request-log.ts: slow ones always, all of them at debug.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    // A malformed URL (`%c0%ae`) is the client's mistake: it goes to the one error handler
    // (plugins/error-handler.ts), which answers the envelope and never echoes the path.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      void replyToError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { db, config, changes });
  await app.register(requestLogPlugin);
  await app.register(helmetPlugin, { config });
  // Every cookie the server sets and reads, signed with the newest key and checked with all (docs/decisions.md#366).
  await app.register(fastifyCookie, { secret: cookieKeys(config.cookieSecrets) });
  await app.register(compressionPlugin);
  await app.register(swaggerPlugin, { config });
  await app.register(uploadsPlugin, { config });
  await app.register(imageGatePlugin);
  await app.register(errorHandler);
  await app.register(operationsPlugin, { pool });
  await app.register(authPlugin);
  await app.register(attemptLimitsPlugin);
  await app.register(mailPlugin);
  await app.register(livePlugin);
  await app.register(votingPlugin);

  await prepareDatabase({ db, changes, config, log: app.log });

  // Routes registered from their contract definitions carry their full paths.
  await app.register(eventRoutes);
  await app.register(battleRoutes);
  await app.register(cardRoutes);
  await app.register(liveRoutes);
  await app.register(voteRoutes);
  await app.register(referenceRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(postRoutes);
  await app.register(clientErrorRoutes);
  // The organisers' calls, behind one guard (plugins/admin-api.ts).
  await app.register(adminApiPlugin, {
    routes: [
      eventAdminRoutes,
      battleAdminRoutes,
      userAdminRoutes,
      referenceAdminRoutes,
      voteAdminRoutes,
      liveAdminRoutes,
    ],
  });

  await app.register(webAppPlugin, { config });
  return app;
}
