import {
  ZFailureReplySchema,
  ZForgotPasswordReplySchema,
  ZForgotPasswordRequestSchema,
  ZNewPasswordCreateReplySchema,
  ZNewPasswordCreateRequestSchema,
  ZVerifyOtpReplySchema,
  ZVerifyOtpRequestSchema,
} from '@artclash/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localMessage } from '../../lib/language.ts';
import { requestResetCode } from './password-reset/request-reset-code.ts';
import { setNewPassword } from './password-reset/set-new-password.ts';
import { verifyResetCode } from './password-reset/verify-reset-code.ts';

const tags = ['accounts'];
const refusals = { 400: ZFailureReplySchema, 429: ZFailureReplySchema };

/** forgot-password, verify-otp and new-password-create (§4 Password reset, decision 20). */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = () => ({ db: app.db, limits: app.attemptLimits, secret: app.config.jwtSecret, now: new Date() });

  app.post('/api/forgot-password', { schema: { tags, body: ZForgotPasswordRequestSchema, response: { 200: ZForgotPasswordReplySchema, ...refusals } } }, async (request) => {
    const email = await requestResetCode({ ...common(), mailer: app.mailer, client: request.ip, email: request.body.email });
    return { status: 1 as const, message: localMessage(request, 'auth.messages.codeSent'), email };
  });

  app.post('/api/verify-otp', { schema: { tags, body: ZVerifyOtpRequestSchema, response: { 200: ZVerifyOtpReplySchema, ...refusals } } }, async (request) => {
    const ticketId = await verifyResetCode({ ...common(), client: request.ip, ...request.body });
    return { status: 1 as const, message: localMessage(request, 'auth.messages.codeVerified'), result: { _id: ticketId } };
  });

  app.post('/api/new-password-create', { schema: { tags, body: ZNewPasswordCreateRequestSchema, response: { 200: ZNewPasswordCreateReplySchema, ...refusals } } }, async (request) => {
    await setNewPassword({ db: app.db, ticketId: request.body.id, newPassword: request.body.newPassword, now: new Date() });
    return { status: 1 as const, message: localMessage(request, 'auth.messages.passwordChanged') };
  });
};
