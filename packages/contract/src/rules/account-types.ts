// Account types and roles as plain values (no zod), shared by both sides and the zod-free entry.

/** Account types a person can hold (§1); 'park' is a park account whose type is still to be chosen (§4 Social-login redirect). */
export const ACCOUNT_TYPES = ['fan', 'artist', 'parent', 'myself', 'park'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

/** The main family's types (§2.6): fan and artist accounts are active at once (docs/product.md#rule-19). */
export const MAIN_TYPES = ['fan', 'artist'] as const;
export type TMainType = (typeof MAIN_TYPES)[number];

/** The park family's chosen types (§2.7): a parent signs up for a child, 'myself' for oneself. */
export const PARK_TYPES = ['parent', 'myself'] as const;
export type TParkType = (typeof PARK_TYPES)[number];

/** Types that can be chosen at sign-up. */
export const REGISTER_TYPES = [...MAIN_TYPES, ...PARK_TYPES] as const;

export const ROLES = ['user', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

/** How an account signs in (§3 User details `status`). */
export const LOGIN_STATUSES = ['login', 'google_login', 'line_login'] as const;
export type TLoginStatus = (typeof LOGIN_STATUSES)[number];

/** Sign-in providers (docs/product.md#names): Google for everyone, LINE for the park family. */
export const SOCIAL_PROVIDERS = ['google', 'line'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * How an account's address was proven (docs/decisions.md#260): a code sent to it, a provider that
 * vouched for it, or the server's own configuration (the organiser of ADMIN_EMAIL).
 */
export const EMAIL_PROOFS = ['code', ...SOCIAL_PROVIDERS, 'config'] as const;
export type TEmailProof = (typeof EMAIL_PROOFS)[number];

/** The one park check: a chosen park type (parent or myself). */
export const isParkType = (type: unknown): type is TParkType => PARK_TYPES.includes(type as TParkType);

/** A park account, whether its type is chosen yet or still 'park'. */
export const isParkAccount = (type: unknown): type is 'park' | TParkType => type === 'park' || isParkType(type);

export const isMainType = (type: unknown): type is TMainType => MAIN_TYPES.includes(type as TMainType);

/** Login's reply message for a park account that has not finished onboarding, in every language (docs/product.md#rule-19). */
export const UNVERIFIED_MESSAGE = 'unverified';

/**
 * The social sign-in redirect's `notice` when the sign-in claimed an account that someone else had set up with the
 * address: what they set was wiped, and the landing page says so (docs/decisions.md#363).
 */
export const CLAIMED_NOTICE = 'claimed';
