import { z } from 'zod';
import { success } from './envelope.ts';

/** Account types a person can hold (§1); 'park' is a park account whose type is still to be chosen (§4 Social-login redirect). */
export const ACCOUNT_TYPES = ['fan', 'artist', 'parent', 'myself', 'park'] as const;
export const ZAccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type TAccountType = z.infer<typeof ZAccountTypeSchema>;

export const ZRegisterTypeSchema = z.enum(['fan', 'artist', 'parent', 'myself']);
export const ZParkTypeSchema = z.enum(['parent', 'myself']);
export const ZRoleSchema = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRoleSchema>;

/** How an account signs in (§3 User details `status`, decisions Names). */
export const LOGIN_STATUSES = ['login', 'google_login', 'line_login'] as const;
export type TLoginStatus = (typeof LOGIN_STATUSES)[number];

/** Login's reply message for a park account that has not finished onboarding, in every language (decision 19). */
export const UNVERIFIED_MESSAGE = 'unverified';

/** The user of the stored session (§3), plus the role so the web app can show the organiser console (decision 21). */
export const ZSessionUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  profileImage: z.string(),
  type: ZAccountTypeSchema,
  role: ZRoleSchema,
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

const email = z.string().max(254);
const password = z.string().max(128);

export const ZRegisterRequestSchema = z.object({ email, password, type: ZRegisterTypeSchema });
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;
export const ZRegisterReplySchema = success({ userID: z.string(), type: ZAccountTypeSchema });
export type TRegisterReply = z.infer<typeof ZRegisterReplySchema>;

export const ZLoginRequestSchema = z.object({ email, password });
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
export type TLoginReply = z.infer<typeof ZLoginReplySchema>;

export const ZRegisterNowRequestSchema = z.object({
  userID: z.string().max(64),
  /** The person's own birthdate, 'year-month-day' (§3 Pending registration birthDate). */
  parent_age: z.string().max(32),
  /** The child's birthdate; required when the type is parent. */
  child_age: z.string().max(32).optional(),
  event_interests: z.array(z.string().max(64)).max(100),
  /** parent or myself; empty when the account already has its type (e-mail sign-up, §7). */
  type: z.union([ZParkTypeSchema, z.literal(''), z.literal('park')]).optional(),
});
export type TRegisterNowRequest = z.infer<typeof ZRegisterNowRequestSchema>;
export const ZRegisterNowReplySchema = success({ token: z.string(), user: ZSessionUserSchema });
export type TRegisterNowReply = z.infer<typeof ZRegisterNowReplySchema>;

export const ZForgotPasswordRequestSchema = z.object({ email });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;
export const ZForgotPasswordReplySchema = success({ email: z.string() });
export type TForgotPasswordReply = z.infer<typeof ZForgotPasswordReplySchema>;

export const ZVerifyOtpRequestSchema = z.object({ email, otp: z.string().max(16) });
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequestSchema>;
/** `result._id` is the reset ticket that new-password-create takes as `id` (decision 20), not the user id. */
export const ZVerifyOtpReplySchema = success({ result: z.object({ _id: z.string() }) });
export type TVerifyOtpReply = z.infer<typeof ZVerifyOtpReplySchema>;

export const ZNewPasswordCreateRequestSchema = z.object({ id: z.string().max(64), newPassword: password });
export type TNewPasswordCreateRequest = z.infer<typeof ZNewPasswordCreateRequestSchema>;
export const ZNewPasswordCreateReplySchema = success({});
export type TNewPasswordCreateReply = z.infer<typeof ZNewPasswordCreateReplySchema>;

/** Query of GET /backend/auth/{google|line}: the account type the sign-in is for (§7 Browser navigation). */
export const ZSocialStartQuerySchema = z.object({ type: ZAccountTypeSchema.optional() });
export type TSocialStartQuery = z.infer<typeof ZSocialStartQuerySchema>;
