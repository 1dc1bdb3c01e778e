import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createReplyCache, type ReplyCache } from '../services/reply-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Presented public replies, shared by concurrent callers; writes call `replyCache.invalidate()`. */
    replyCache: ReplyCache;
  }
}

/** Makes the database, the config and the reply cache reachable from every route; the caller owns (and closes) the database. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; config: Config }) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    app.decorate('replyCache', createReplyCache({ ttlMs: options.config.replyCacheMs }));
  },
  { name: 'db' },
);
