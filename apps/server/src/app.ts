import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { mailPlugin } from './mail/mail-plugin.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { battleRoutes } from './modules/battles/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { helmetPlugin } from './plugins/helmet.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { prepareDatabase } from './services/prepare-database.ts';

export interface AppDependencies {
  db: Database;
}

/** The whole server, in load order: external plugins, app services, routes, then the web app (DESIGN.md, Server). */
export async function buildApp(config: Config, { db }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: config.trustProxy }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { db, config });
  await app.register(helmetPlugin, { config });
  await app.register(swaggerPlugin, { config });
  await app.register(uploadsPlugin, { config });
  await app.register(errorHandler);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);

  await prepareDatabase({ db, config, log: app.log });

  await app.register(
    async (backend) => {
      await backend.register(eventRoutes);
      await backend.register(battleRoutes);
      await backend.register(referenceRoutes);
      await backend.register(accountRoutes);
    },
    { prefix: '/backend' },
  );

  await app.register(webAppPlugin, { config });
  return app;
}
