import type { FastifyPluginAsync } from 'fastify';
import { registerUploadForms } from '../services/images/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set inside the admin plugin only: lib/route.ts registers the organisers' calls nowhere else. */
    organisersOnly?: true;
  }
}

export interface AdminApiOptions {
  /** The modules' route plugins under /backend/admin-api (they carry their full paths). */
  routes: FastifyPluginAsync[];
}

/**
 * The organisers' calls (docs/product.md#rule-21, #rule-22, docs/decisions.md#203): everything under
 * /backend/admin-api, and the one organisers' call §7 places under /backend/api (EventSingleBattleKeyUpdate). One
 * encapsulated plugin, deliberately not wrapped in fastify-plugin, so that its guard and its multipart parser apply to
 * the routes registered inside it and to nothing else. The guard is the one place that checks for an organiser, and
 * runs first of all, on request: without an organiser's session (401, or 403 for anyone else) no body is even parsed.
 * A call whose contract says 'organiser' cannot be registered outside it (lib/route.ts).
 */
export const adminApiPlugin: FastifyPluginAsync<AdminApiOptions> = async (app, { routes }) => {
  app.decorate('organisersOnly', true);
  app.addHook('onRequest', app.requireOrganiser);
  // Image uploads only (each at most MAX_IMAGE_BYTES, services/images); every other admin call is JSON.
  await registerUploadForms(app);
  for (const routesOfModule of routes) await app.register(routesOfModule);
};
