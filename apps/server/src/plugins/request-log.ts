import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ClientLog, createClientLog } from '../lib/client-log.ts';
import { safeUrl } from '../lib/logging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lines about a request's client at warn, rate-limited per client address (lib/client-log.ts). */
    clientLog: ClientLog;
  }
}

/** A request slower than this is logged at warn, whatever the level. */
const SLOW_MS = 1000;

/**
 * One line per request only where it helps: slow requests at warn, every request at debug. Logging
 * each of ten thousand phones' 1 s polls at info would cost a third of a poll's time and bury the
 * errors (docs/performance.md); server errors are logged by the error handler. A slow request is a line about
 * its client, rate-limited per address like every such line (`app.clientLog`, docs/decisions.md#354): a client
 * that sends a flood of slow requests cannot fill the log.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    const debug = ['debug', 'trace'].includes(app.log.level);
    const clientLog = createClientLog();
    app.decorate('clientLog', clientLog);
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      // The line is made only when it is written: its URL's masking is a request's cost otherwise.
      const line = () => ({
        method: request.method,
        url: safeUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(ms),
      });
      if (ms > SLOW_MS) clientLog.warn(request, line(), 'slow request');
      else if (debug) request.log.debug(line(), 'request');
    });
  },
  { name: 'request-log' },
);
