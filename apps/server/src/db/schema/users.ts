import { ACCOUNT_TYPES, EMAIL_PROOFS, ROLES, SOCIAL_PROVIDERS } from '@artclash/contract/values';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';

/** Users of both families (§1) and organisers (`role: 'admin'`, docs/product.md#rule-21). */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email'),
    /**
     * When and how the address was proven to belong to the account's holder (docs/decisions.md#260):
     * a code sent to it, or a provider that vouched for it. Null: typed in, never trusted.
     */
    emailProvenAt: instant('email_proven_at'),
    emailProvenBy: text('email_proven_by', { enum: EMAIL_PROOFS }),
    passwordHash: text('password_hash'),
    /** When the password was last set (reset, organiser config): sessions issued before it end (docs/product.md#rule-23). */
    passwordChangedAt: instant('password_changed_at'),
    /** 'park': a park account whose type (parent or myself) is chosen later in onboarding; only while unverified. */
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /** Park accounts stay 'unverified' until register-now completes onboarding (docs/product.md#rule-19). */
    accountStatus: text('account_status', { enum: ['active', 'unverified'] })
      .notNull()
      .default('active'),
    /** How the account signs in: 'login' (e-mail), 'google_login' or 'line_login' (§3 User details `status`). */
    loginStatus: text('login_status').notNull().default('login'),
    username: text('username').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    instagramLink: text('instagram_link').notNull().default(''),
    twitterLink: text('twitter_link').notNull().default(''),
    websiteLink: text('website_link').notNull().default(''),
    school: text('school').notNull().default(''),
    teamName: text('team_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    profileImage: text('profile_image').notNull().default(''),
    /** An uploaded profile image's size and stored widths (docs/decisions.md#132); empty for a provider's URL. */
    profileImageWidth: integer('profile_image_width').notNull().default(0),
    profileImageHeight: integer('profile_image_height').notNull().default(0),
    profileImageWidths: jsonb('profile_image_widths').$type<number[]>().notNull().default([]),
    birthDate: date('birth_date'),
    childBirthDate: date('child_birth_date'),
    /** Views of the public profile, one per viewer per day (profile_views, docs/product.md#rule-137). */
    profileViews: integer('profile_views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Sign-in identities at Google and LINE (OpenID Connect `sub` per issuer). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The vote's rule of a proven account looks an account's identities up (modules/votes/vote-rules.ts).
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** Password reset codes (docs/product.md#rule-20): hashed, expiring, attempt-limited. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: instant('verified_at'),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Codes that prove an address (docs/decisions.md#260): sent to `email`, which is the account's own
 * unproven address or one it wants; hashed, expiring, attempt-limited like reset codes.
 */
export const emailProofs = pgTable(
  'email_proofs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_proofs_user_idx').on(t.userId, t.createdAt)],
);

/** Who viewed whose public profile on which day (Asia/Tokyo): one row per viewer per day, never the owner (docs/product.md#rule-137). */
export const profileViews = pgTable(
  'profile_views',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerId, t.day] })],
);
