import {
  type TLoginReply,
  UNVERIFIED_MESSAGE,
  ZFailureReplySchema,
  ZLoginReplySchema,
  ZLoginRequestSchema,
  ZRegisterNowReplySchema,
  ZRegisterNowRequestSchema,
  ZRegisterReplySchema,
  ZRegisterRequestSchema,
} from '@artclash/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localMessage } from '../../lib/language.ts';
import { assertWithinLimits } from './attempt-limits.ts';
import { completeOnboarding } from './complete-onboarding.ts';
import { issueSession } from './issue-session.ts';
import { logIn } from './log-in.ts';
import { registerAccount } from './register-account.ts';

const tags = ['accounts'];
const refusals = { 400: ZFailureReplySchema, 404: ZFailureReplySchema, 409: ZFailureReplySchema, 429: ZFailureReplySchema };

/** register, login and register-now (§7 Authentication). */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;

  app.post('/api/register', { schema: { tags, body: ZRegisterRequestSchema, response: { 200: ZRegisterReplySchema, ...refusals } } }, async (request) => {
    assertWithinLimits([[app.attemptLimits.registerPerClient, request.ip]]);
    app.attemptLimits.registerPerClient.record(request.ip);
    const account = await registerAccount({ db: app.db, ...request.body });
    const message = localMessage(request, account.accountStatus === 'active' ? 'auth.messages.registered' : 'auth.messages.registeredPark');
    return { status: 1 as const, message, userID: account.id, type: account.type };
  });

  app.post('/api/login', { schema: { tags, body: ZLoginRequestSchema, response: { 200: ZLoginReplySchema, ...refusals } } }, async (request): Promise<TLoginReply> => {
    const outcome = await logIn({ db: app.db, limits: app.attemptLimits, client: request.ip, ...request.body });
    const { account } = outcome;
    if (outcome.kind === 'unverified') return { status: 1 as const, message: UNVERIFIED_MESSAGE, userID: account.id, type: account.type };
    const { token, user } = await issueSession({ secret, account });
    return { status: 1 as const, message: localMessage(request, 'auth.messages.loggedIn'), userID: account.id, type: account.type, token, result: user };
  });

  app.post('/api/register-now', { schema: { tags, body: ZRegisterNowRequestSchema, response: { 200: ZRegisterNowReplySchema, ...refusals } } }, async (request) => {
    const account = await completeOnboarding({ db: app.db, request: request.body, today: new Date() });
    const { token, user } = await issueSession({ secret, account });
    return { status: 1 as const, message: localMessage(request, 'auth.messages.registrationComplete'), token, user };
  });
};
