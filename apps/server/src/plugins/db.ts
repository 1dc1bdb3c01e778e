import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Makes the database and the config reachable from every route; the caller owns (and closes) the database. */
export const dbPlugin = fp(async (app: FastifyInstance, options: { db: Database; config: Config }) => {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
});
