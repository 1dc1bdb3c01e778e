import {
  ZFailureReplySchema,
  ZForgotPasswordReplySchema,
  ZLoginReplySchema,
  ZNamedListReplySchema,
  ZNewPasswordCreateReplySchema,
  ZSessionReplySchema,
  ZRegisterReplySchema,
  ZUserDetailsSchema,
  ZVerifyOtpReplySchema,
  type TAccountType,
  type TSessionUser,
  type TUserDetails,
} from '@artclash/contract';

// Account replies go through the contract's schemas, so a fixture cannot drift from the server's shape.

export function buildSessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    _id: 'user-1',
    username: 'mika',
    email: 'mika@example.com',
    profileImage: '',
    type: 'fan',
    role: 'user',
    ...overrides,
  };
}

/** §3 User details of an account with nothing filled in beyond its session user. */
export const buildUserDetails = (overrides: Partial<TUserDetails> = {}): TUserDetails =>
  ZUserDetailsSchema.parse({
    ...buildSessionUser(),
    nickname: '',
    country: '',
    city: '',
    instagram_link: '',
    twitter_link: '',
    website_link: '',
    school: '',
    team_name: '',
    bio: '',
    status: 'login',
    art_types: [],
    art_works: [],
    participates: [],
    communicates: [],
    event_interests: [],
    profileImageMeta: null,
    uploads: 0,
    views: 0,
    ...overrides,
  });

export const failureReply = (message: string) => ZFailureReplySchema.parse({ status: 0, message });

export const loginReply = (user: TSessionUser = buildSessionUser(), token = 'jwt-token') =>
  ZLoginReplySchema.parse({
    status: 1,
    message: 'Login successful.',
    userID: user._id,
    type: user.type,
    token,
    result: user,
  });

export const unverifiedLoginReply = (userID: string, type: TAccountType) =>
  ZLoginReplySchema.parse({ status: 1, message: 'unverified', userID, type });

export const registerReply = (
  userID: string,
  type: TAccountType,
  message = 'Registration successful! Please log in.',
) => ZRegisterReplySchema.parse({ status: 1, message, userID, type });

export const registerNowReply = (user: TSessionUser, token = 'jwt-park') =>
  ZSessionReplySchema.parse({ status: 1, message: 'Registration complete. Welcome to ArtClash!', token, user });

export const forgotPasswordReply = (email: string) =>
  ZForgotPasswordReplySchema.parse({
    status: 1,
    message: 'If this email is registered, we have sent a code to it. Please check your inbox.',
    email,
  });

export const verifyOtpReply = (ticketId: string) =>
  ZVerifyOtpReplySchema.parse({
    status: 1,
    message: 'Code verified. Please set your new password.',
    result: { _id: ticketId },
  });

export const newPasswordReply = () =>
  ZNewPasswordCreateReplySchema.parse({
    status: 1,
    message: 'Your password has been changed. Please log in with your new password.',
  });

/** A list of named things (countries, cities, interest events), each with its id. */
export const namedListReply = (data: { _id: string; name: string }[]) =>
  ZNamedListReplySchema.parse({ status: 1, message: 'ok', data });

export const interestEventsReply = (names: string[]) =>
  namedListReply(names.map((name, i) => ({ _id: `interest-${i + 1}`, name })));
