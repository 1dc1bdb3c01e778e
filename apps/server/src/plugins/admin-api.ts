import type { FastifyPluginAsync } from 'fastify';
import { registerUploadForms } from '../services/images/index.ts';

export interface AdminApiOptions {
  /** The modules' route plugins under /backend/admin-api (they carry their full paths). */
  routes: FastifyPluginAsync[];
}

/**
 * /backend/admin-api, the organisers' calls (docs/decisions.md#21, #22): one encapsulated plugin,
 * deliberately not wrapped in fastify-plugin, so that its guard and its multipart parser apply to
 * the routes registered inside it and to nothing else. The guard runs first of all, on request:
 * without an organiser's session (401, or 403 for anyone else) no body is even parsed. Each route's
 * own guard from the contract stays as a second line, answered from the same request's account.
 */
export const adminApiPlugin: FastifyPluginAsync<AdminApiOptions> = async (app, { routes }) => {
  app.addHook('onRequest', app.requireOrganiser);
  // Image uploads only (each at most MAX_IMAGE_BYTES, services/images); every other admin call is JSON.
  await registerUploadForms(app);
  for (const routesOfModule of routes) await app.register(routesOfModule);
};
