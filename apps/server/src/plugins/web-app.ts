import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { serverMessage } from '../lib/language.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app on the same origin: files from its dist, every other GET path falls back to
 * index.html (client-side routes, docs/product.md §2.1); unknown /backend paths answer the JSON 404 of the API.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const built = existsSync(join(config.webDist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        prefix: '/',
        wildcard: true,
        cacheControl: false,
        setHeaders: (reply, path) => reply.header('Cache-Control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache'),
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/backend' || path.startsWith('/backend/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ status: 0, message: serverMessage(request, 'notFound') });
      }
      // A missing hashed asset (an old page after a deploy) must not be answered with HTML.
      if (path.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(`The web app is not built (no ${join(config.webDist, 'index.html')}). Run \`npm run build\` at the repository root, then restart the server.\n`);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.webDist);
    });
  },
  { name: 'web-app' },
);
