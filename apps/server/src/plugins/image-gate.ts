import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ImageGate } from '../services/images/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How this process lets images in: the pixel limit, the decoding queue, the per-user rate (docs/decisions.md#253). */
    imageGate: ImageGate;
  }
}

/** `app.imageGate`: one per process, shared by every route that takes an image. */
export const imageGatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('imageGate', new ImageGate(app.config.images));
  },
  { name: 'image-gate' },
);
