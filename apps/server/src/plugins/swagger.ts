import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/** The OpenAPI description, generated from the routes' zod schemas, browsable at /backend/docs. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${config.productName} API`,
          description: 'Calls of the web app (docs/product.md §7).',
          version: '1.0.0',
        },
        servers: [{ url: config.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/backend/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
