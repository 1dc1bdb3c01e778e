import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { createReplyCache, type ReplyCache } from '../services/reply-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Presented public replies, shared by concurrent callers; emptied on every change to an event (below). */
    replyCache: ReplyCache;
    /** Changes to events, heard by every process sharing the database; writes that live screens show publish one. */
    changes: ChangeFeed;
  }
}

/**
 * Makes the database, the config, the reply cache and the change feed reachable from every route; the
 * caller owns (and closes) the database and its feed. Any change to an event, from this process or
 * another, drops the cached replies.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; config: Config; changes: ChangeFeed }) => {
    const replyCache = createReplyCache({ ttlMs: options.config.replyCacheMs });
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    app.decorate('replyCache', replyCache);
    app.decorate('changes', options.changes);
    const unsubscribe = options.changes.subscribe((change) => {
      if (change.kind !== 'sessions') replyCache.invalidate();
    });
    app.addHook('onClose', async () => void unsubscribe());
  },
  { name: 'db' },
);
