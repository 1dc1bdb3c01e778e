import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** Avatars signed in through Google or LINE are absolute URLs at the provider (§3 Profile image rule). */
const PROVIDER_IMAGE_HOSTS = ['https://*.googleusercontent.com', 'https://profile.line-scdn.net'];

/**
 * The app's own scripts, styles and images; data: and blob: images (previews before upload);
 * iframes only from the stream players on EMBED_HOSTS (docs/decisions.md#25).
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          // Toast and carousel libraries inject <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...PROVIDER_IMAGE_HOSTS],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: config.embedHosts.map((host) => `https://${host}`),
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          ...(config.publicUrl.startsWith('https:') && { upgradeInsecureRequests: [] }),
        },
      },
      // Stream players are cross-origin iframes that do not send CORP headers.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);
