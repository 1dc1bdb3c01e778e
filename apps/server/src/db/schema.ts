import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TJudgeScores } from '@artclash/contract';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** 'park': a park account whose type (parent or myself) is chosen later in onboarding; only while unverified. */
export const USER_TYPES = ['fan', 'artist', 'parent', 'myself', 'park'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Users of both families (§1) and organisers (`role: 'admin'`, decision 21). */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** When the password was last set (reset, organiser config): sessions issued before it end (decision 23). */
    passwordChangedAt: instant('password_changed_at'),
    type: text('type', { enum: USER_TYPES }).notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    /** Park accounts stay 'unverified' until register-now completes onboarding (decision 19). */
    accountStatus: text('account_status', { enum: ['active', 'unverified'] }).notNull().default('active'),
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
    birthDate: date('birth_date'),
    childBirthDate: date('child_birth_date'),
    profileViews: integer('profile_views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Sign-in identities at Google and LINE (OpenID Connect `sub` per issuer). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['google', 'line'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** Password reset codes (decision 20): hashed, expiring, attempt-limited. */
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

export const events = pgTable(
  'events',
  {
    id: id(),
    eventType: text('event_type').notNull().default('battle_club'),
    titleEng: text('title_eng').notNull(),
    titleJap: text('title_jap').notNull(),
    rulesEng: text('rules_eng').notNull().default(''),
    rulesJap: text('rules_jap').notNull().default(''),
    /** Relative paths under /backend; the first is the cover. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    youtubeEmd: text('youtube_emd').notNull().default(''),
    battlesTime: integer('battles_time').notNull().default(10),
    timezone: text('timezone').notNull().default('Asia/Tokyo'),
    /** Home tab (Tokyo, Taiwan, Hong Kong, Seoul, Singapore) or ''. */
    city: text('city').notNull().default(''),
    /** Denormalised span of the date_times, kept by the write path, for list and range queries. */
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('events_ends_at_idx').on(t.endsAt), index('events_city_idx').on(t.city, t.endsAt)],
);

export const eventDateTimes = pgTable(
  'event_date_times',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dates: date('dates').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [
    index('event_date_times_event_idx').on(t.eventId, t.position),
    index('event_date_times_range_idx').on(t.startsAt, t.endsAt),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_participants_user_idx').on(t.userId)],
);

export const battles = pgTable(
  'battles',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    battleName: text('battle_name').notNull(),
    player1Id: uuid('player1_id').references(() => users.id, { onDelete: 'set null' }),
    player2Id: uuid('player2_id').references(() => users.id, { onDelete: 'set null' }),
    battleStatus: text('battle_status', { enum: ['live', 'complete'] }),
    timeStatus: text('battle_time_status', { enum: ['play', 'pause'] }),
    timeStart: instant('battle_time_start'),
    timePause: instant('battle_time_pause'),
    timeReplay: instant('battle_time_replay'),
    timeRemaining: text('battle_time_remaining').notNull().default(''),
    winnerId: uuid('player_winner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    keyword1Eng: text('battle1_keyword_eng').notNull().default(''),
    keyword1Jap: text('battle1_keyword_jap').notNull().default(''),
    keyword2Eng: text('battle2_keyword_eng').notNull().default(''),
    keyword2Jap: text('battle2_keyword_jap').notNull().default(''),
    votingStatus: text('voting_status').notNull().default('off'),
    votingBar: text('voting_bar').notNull().default('hide'),
    judgeScores: jsonb('judge_scores').$type<TJudgeScores>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('battles_event_idx').on(t.eventId, t.position),
    check('battles_distinct_players', sql`${t.player1Id} is null or ${t.player1Id} <> ${t.player2Id}`),
  ],
);

export interface RouletteKeyword {
  keyword_eng1: string;
  keyword_jap1: string;
  keyword_eng2: string;
  keyword_jap2: string;
}

/** One roulette per battle: the keyword pairs it spins and the sponsor image. */
export const roulettes = pgTable('roulettes', {
  id: id(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  battleId: uuid('battle_id')
    .notNull()
    .unique()
    .references(() => battles.id, { onDelete: 'cascade' }),
  keywords: jsonb('keywords').$type<RouletteKeyword[]>().notNull().default([]),
  sponsorImg: text('sponsor_img').notNull().default(''),
});

/** One vote per user per battle (decision 17), moved by update while voting is on. */
export const votes = pgTable(
  'votes',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    voterId: uuid('vote_send_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('vote_receive_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('votes_one_per_user_per_battle').on(t.battleId, t.voterId),
    index('votes_battle_receiver_idx').on(t.battleId, t.receiverId),
    index('votes_voter_idx').on(t.voterId),
  ],
);

/** Reference lists (§3 Reference items), each name in both languages. */
const referenceTable = (name: string) =>
  pgTable(name, {
    id: id(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    position: integer('position').notNull().default(0),
  });

export const artTypes = referenceTable('art_types');
export const artWorks = referenceTable('art_works');
export const participateOptions = referenceTable('participate_options');
export const communicateOptions = referenceTable('communicate_options');
export const mediaTypes = referenceTable('media_types');
export const interestEvents = referenceTable('interest_events');

export const cities = pgTable(
  'cities',
  {
    id: id(),
    /** ISO 3166-1 alpha-2 code of the city's country. */
    countryCode: text('country_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('cities_country_idx').on(t.countryCode)],
);

export const INTEREST_KINDS = ['art_types', 'art_works', 'participates', 'communicates'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** A user's profile interests (§2.9 User Interests): one row per chosen option of one of four lists. */
export const userInterests = pgTable(
  'user_interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INTEREST_KINDS }).notNull(),
    optionId: uuid('option_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.optionId] })],
);

/** Events a park user would like to attend (§2.7 select-events). */
export const userEventInterests = pgTable(
  'user_event_interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestEventId: uuid('interest_event_id')
      .notNull()
      .references(() => interestEvents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interestEventId] })],
);

export const POST_VISIBILITY = ['Public', 'Judges/Sponsors Only', 'Private'] as const;

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull(),
    mediaTypeId: uuid('media_type_id').references(() => mediaTypes.id, { onDelete: 'set null' }),
    other: text('other').notNull().default(''),
    softwareTools: text('software_tools').notNull().default(''),
    dateCreation: date('date_creation').notNull(),
    description: text('description').notNull().default(''),
    collaborationCredits: text('collaboration_credits').notNull().default(''),
    intendedMessage: text('intended_message').notNull().default(''),
    projectContext: text('project_context').notNull().default(''),
    skillLevel: text('skill_level').notNull().default(''),
    visibilitySettings: text('visibility_settings', { enum: POST_VISIBILITY }).notNull().default('Public'),
    licensingReuseRights: text('licensing_reuse_rights').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('posts_user_idx').on(t.userId, t.createdAt)],
);

export const tags = pgTable('tags', { id: id(), name: text('name').notNull() }, (t) => [
  uniqueIndex('tags_name_lower_key').on(sql`lower(${t.name})`),
]);

export const postTags = pgTable(
  'post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);
