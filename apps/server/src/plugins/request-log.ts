import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { safeUrl } from '../lib/logging.ts';

/** A request slower than this is logged at warn, whatever the level. */
const SLOW_MS = 1000;

/**
 * One line per request only where it helps: slow requests at warn, every request at debug. Logging
 * each of ten thousand phones' 1 s polls at info would cost a third of a poll's time and bury the
 * errors (docs/performance.md); server errors are logged by the error handler.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    const debug = ['debug', 'trace'].includes(app.log.level);
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      const line = { method: request.method, url: safeUrl(request.url), status: reply.statusCode, ms: Math.round(ms) };
      if (ms > SLOW_MS) request.log.warn(line, 'slow request');
      else if (debug) request.log.debug(line, 'request');
    });
  },
  { name: 'request-log' },
);
