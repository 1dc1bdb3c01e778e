import { ZFailureReplySchema, ZGetUserParamsSchema, ZGetUserReplySchema } from '@artclash/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.ts';
import { localMessage, replyLanguage } from '../../lib/language.ts';
import { accountPolicy } from './policy.ts';
import { userDetails } from './user-details.ts';

const tags = ['accounts'];
const response = { 200: ZGetUserReplySchema, 401: ZFailureReplySchema, 403: ZFailureReplySchema, 404: ZFailureReplySchema };

/** get_user/{userId} (§7): the signed-in user's own details (§3 User details). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/get_user/:userId', { preHandler: app.authenticate, schema: { tags, params: ZGetUserParamsSchema, response } }, async (request) => {
    const viewer = request.user;
    if (!viewer || !accountPolicy.canReadDetails(viewer, request.params.userId)) throw new AppError(403, 'auth.messages.notOwnAccount');
    const data = await userDetails({ db: app.db, userId: viewer.id, language: replyLanguage(request) });
    if (!data) throw new AppError(404, 'server.notFound');
    return { status: 1 as const, message: localMessage(request, 'auth.messages.userFound'), data };
  });
};
