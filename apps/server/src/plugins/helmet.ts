import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Avatars signed in through Google or LINE are absolute URLs at the provider (§3 Profile image rule). */
const PROVIDER_IMAGE_HOSTS = ['https://*.googleusercontent.com', 'https://profile.line-scdn.net'];

/**
 * helmet's security headers, computed once: every directive is fixed at start, so the same headers
 * go on every reply (building helmet's middleware per request cost a sixth of a poll, docs/performance.md).
 */
function securityHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The app's own scripts, styles and images; data: and blob: images (previews before upload);
 * iframes only from the stream players on EMBED_HOSTS (docs/product.md#rule-25).
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = securityHeaders({
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
    // Hashed scripts and styles are no documents: the page's policy headers do nothing on them, and each
    // would cost a phone about 700 bytes per file (docs/decisions.md#90). They keep what applies to a file;
    // Strict-Transport-Security is the host's, learnt from the page (docs/decisions.md#183).
    const assetHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) =>
        ['x-content-type-options', 'cross-origin-resource-policy'].includes(name),
      ),
    );
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    });
  },
  { name: 'helmet' },
);
