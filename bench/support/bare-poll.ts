// The limit for the polling call (bench/live.ts): a bare Fastify route, in its own process, that
// answers EventByAllBattle with the app's very bytes as sent (gzipped when the app gzipped them), from memory:
// no hooks, no schemas, no logging.
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { serve } from './ipc.ts';

export const handlers = {
  async start({ body, encoding }: { body: Uint8Array; encoding: string | undefined }) {
    const app = Fastify({ logger: false });
    const bytes = Buffer.from(body);
    app.get('/backend/api/EventByAllBattle/:id', (_request, reply) => {
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(bytes);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  },
};

export type BarePollHandlers = typeof handlers;

serve(handlers);
