import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import {
  ACCOUNT_TYPES,
  PARK_TYPES,
  REGISTER_TYPES,
  ROLES,
  SOCIAL_PROVIDERS,
  UNVERIFIED_MESSAGE,
} from '../rules/account-types.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { id, line, secret } from './fields.ts';

export const ZAccountTypeSchema = z.enum(ACCOUNT_TYPES);
const ZRegisterTypeSchema = z.enum(REGISTER_TYPES);
const ZParkTypeSchema = z.enum(PARK_TYPES);
export const ZRoleSchema = z.enum(ROLES);

/** The user of the stored session (§3), plus the role so the web app can show the organiser console (docs/product.md#rule-21). */
export const ZSessionUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  profileImage: z.string(),
  type: ZAccountTypeSchema,
  role: ZRoleSchema,
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

/** Checked for its shape by the server's rules; control characters (NUL included) never reach them. */
const email = line(254);
const password = secret(128);

/** A public display name as a person types it (docs/product.md#rule-291). */
const ZDisplayNameSchema = line(50);

/** `username`, the public display name, is optional: without one the server makes a name that is not the e-mail's (docs/product.md#rule-291). */
const ZRegisterRequestSchema = z.object({
  email,
  password,
  type: ZRegisterTypeSchema,
  username: ZDisplayNameSchema.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;
export const ZRegisterReplySchema = success({ userID: z.string(), type: ZAccountTypeSchema });

const ZLoginRequestSchema = z.object({ email, password });
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;
export const ZLoginSessionReplySchema = success({
  userID: z.string(),
  type: ZAccountTypeSchema,
  token: z.string(),
  result: ZSessionUserSchema,
});
export const ZLoginUnverifiedReplySchema = z.object({
  status: z.literal(1),
  message: z.literal(UNVERIFIED_MESSAGE),
  userID: z.string(),
  type: ZAccountTypeSchema,
});
export const ZLoginReplySchema = z.union([ZLoginSessionReplySchema, ZLoginUnverifiedReplySchema]);

const ZRegisterNowRequestSchema = z.object({
  userID: id,
  /** The person's own birthdate, 'year-month-day' (§3 Pending registration birthDate); the server reads it (years 1900–2200). */
  parent_age: line(10),
  /** The child's birthdate; required when the type is parent. */
  child_age: line(10).optional(),
  event_interests: z.array(id).max(100),
  /** parent or myself; empty when the account already has its type (e-mail sign-up, §7). */
  type: z.union([ZParkTypeSchema, z.literal(''), z.literal('park')]).optional(),
});
export type TRegisterNowRequest = z.infer<typeof ZRegisterNowRequestSchema>;
/** A signed-in session: its token and the stored-session user (register-now, social-exchange, renew-session). */
export const ZSessionReplySchema = success({ token: z.string(), user: ZSessionUserSchema });

const ZForgotPasswordRequestSchema = z.object({ email });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;
export const ZForgotPasswordReplySchema = success({ email: z.string() });

const ZVerifyOtpRequestSchema = z.object({ email, otp: line(16) });
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequestSchema>;
/**
 * `result._id` is the reset ticket that new-password-create takes as `id` (docs/product.md#rule-20), not the user id.
 * `claimed`, only when true: the code claimed an account someone else had set up with the address, and what they set
 * was wiped; the web tells the owner once the new password is saved (docs/decisions.md#363).
 */
export const ZVerifyOtpReplySchema = success({
  result: z.object({ _id: z.string() }),
  claimed: z.literal(true).optional(),
});

const ZNewPasswordCreateRequestSchema = z.object({ id, newPassword: password });
export type TNewPasswordCreateRequest = z.infer<typeof ZNewPasswordCreateRequestSchema>;
export const ZNewPasswordCreateReplySchema = success({});

const ZSocialProviderParamsSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/**
 * Query of GET /backend/auth/{google|line} (§7 Browser navigation): the account type the sign-in is
 * for, `lang` (en|ja) so the messages it may bring back are in the interface language, and `next`,
 * the screen to end on (docs/product.md#rule-152). All are read leniently: an unknown type falls back
 * to the provider's default, and a `next` that `safeNextPath` refuses is dropped.
 */
const ZSocialStartQuerySchema = z.object({
  type: line(32).optional(),
  lang: line(32).optional(),
  next: line(2000).optional(),
});

/** social-exchange (docs/decisions.md#72): the one-time code of a social sign-in's redirect. */
const ZSocialExchangeRequestSchema = z.object({ code: line(128) });

/**
 * email-code/send (docs/decisions.md#260): a code to the signed-in account's own unproven address,
 * or to the address it wants (General Profile, or the first online vote of a 'room_or_proven' event).
 */
const ZEmailCodeSendRequestSchema = z.object({ email });
export type TEmailCodeSendRequest = z.infer<typeof ZEmailCodeSendRequestSchema>;
const ZEmailCodeSendReplySchema = success({ email: z.string() });

/** email-code/confirm: the code proves the address, which becomes the account's; answers the stored-session user. */
const ZEmailCodeConfirmRequestSchema = z.object({ email, code: line(16) });
export type TEmailCodeConfirmRequest = z.infer<typeof ZEmailCodeConfirmRequestSchema>;
const ZEmailCodeConfirmReplySchema = success({ user: ZSessionUserSchema, email_proven: z.literal(true) });

/** logout and logout-all answer the envelope alone. */
export const ZLogoutReplySchema = success({});

export const accountCalls = {
  login: defineCall(endpoints.login, { body: ZLoginRequestSchema, reply: ZLoginReplySchema, refusals: [429] }),
  register: defineCall(endpoints.register, {
    body: ZRegisterRequestSchema,
    reply: ZRegisterReplySchema,
    refusals: [409, 429],
  }),
  registerNow: defineCall(endpoints.registerNow, {
    body: ZRegisterNowRequestSchema,
    reply: ZSessionReplySchema,
    refusals: [404, 409],
  }),
  forgotPassword: defineCall(endpoints.forgotPassword, {
    body: ZForgotPasswordRequestSchema,
    reply: ZForgotPasswordReplySchema,
    refusals: [429],
  }),
  /** 410: the code is locked (5 wrong tries) or expired, and a new one is needed (docs/product.md#rule-153). */
  verifyOtp: defineCall(endpoints.verifyOtp, {
    body: ZVerifyOtpRequestSchema,
    reply: ZVerifyOtpReplySchema,
    refusals: [410, 429],
  }),
  newPasswordCreate: defineCall(endpoints.newPasswordCreate, {
    body: ZNewPasswordCreateRequestSchema,
    reply: ZNewPasswordCreateReplySchema,
  }),
  logout: defineCall(endpoints.logout, { reply: ZLogoutReplySchema }),
  logoutAll: defineCall(endpoints.logoutAll, { reply: ZLogoutReplySchema }),
  /** The token may have run out: the call reads it from the Authorization header itself (docs/decisions.md#71). */
  renewSession: defineCall(endpoints.renewSession, { reply: ZSessionReplySchema, refusals: [401] }),
  socialExchange: defineCall(endpoints.socialExchange, {
    body: ZSocialExchangeRequestSchema,
    reply: ZSessionReplySchema,
  }),
  /** 409: the address is another account's proven address; 429: the resend wait or a limit. */
  emailCodeSend: defineCall(endpoints.emailCodeSend, {
    body: ZEmailCodeSendRequestSchema,
    reply: ZEmailCodeSendReplySchema,
    refusals: [409, 429],
  }),
  /** 410: the code is locked or expired; 409: the address was proven by another account meanwhile. */
  emailCodeConfirm: defineCall(endpoints.emailCodeConfirm, {
    body: ZEmailCodeConfirmRequestSchema,
    reply: ZEmailCodeConfirmReplySchema,
    refusals: [409, 410, 429],
  }),
  socialSignIn: defineCall(endpoints.socialSignIn, {
    params: ZSocialProviderParamsSchema,
    query: ZSocialStartQuerySchema,
  }),
  socialCallback: defineCall(endpoints.socialCallback, { params: ZSocialProviderParamsSchema }),
};
