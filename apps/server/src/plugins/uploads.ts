import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { uploadsDirOf } from '../lib/uploads-dir.ts';

/** Image URLs are {host}/backend/{relativePath} with paths like `uploads/…` (§7); upload names never change content. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const root = uploadsDirOf(config);
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/backend/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  },
  { name: 'uploads' },
);
