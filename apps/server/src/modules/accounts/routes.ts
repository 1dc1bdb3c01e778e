import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialRoutes } from './credential-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { socialRoutes } from './social/social-routes.ts';
import { userRoutes } from './user-routes.ts';

/** Everything about who the user is (issue 3), mounted under /backend: /api/… calls and /auth/… sign-ins. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(credentialRoutes);
  await app.register(resetRoutes);
  await app.register(userRoutes);
  await app.register(socialRoutes);
};
