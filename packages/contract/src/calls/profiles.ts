import { z } from 'zod';
import { BATTLE_RESULTS } from '../rules/champion.ts';
import { endpoints } from '../endpoints.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { id, line, paragraphs } from './fields.ts';
import { ZImageMetaSchema } from './images.ts';
import { ZEventListReplySchema, ZEventSchema, ZPublicUserSchema } from './events.ts';

// §7 Profile: each call changes the signed-in user's own account only; a `userId` in the body is
// accepted for the spec's sake and never used (docs/product.md#rule-22).

/** A link to the user's site or social page: empty, or an http(s) address (a bare host gets https://). */
const link = line(500);

/** §7 GeneralUserProfileUp. A field left out stays as it is; `email` only fills an empty one (§5 General profile email). */
const ZGeneralUserProfileUpRequestSchema = z.object({
  userId: id.optional(),
  username: line(50).min(1, { message: 'server.usernameRequired' }).optional(),
  nickname: line(50).optional(),
  email: line(254).optional(),
  country: line(100).optional(),
  city: line(100).optional(),
  instagram_link: link.optional(),
  twitter_link: link.optional(),
  website_link: link.optional(),
  school: line(100).optional(),
  team_name: line(100).optional(),
});
export type TGeneralUserProfileUpRequest = z.infer<typeof ZGeneralUserProfileUpRequestSchema>;

/** §7 UserBioUpdate; §5 Bio: not empty. */
const ZUserBioUpdateRequestSchema = z.object({
  userId: id.optional(),
  bio: paragraphs(1000).min(1, { message: 'server.bioRequired' }),
});

/**
 * §7 UserProfileUpdate: multipart/form-data with the file `profileImage` (JPEG, PNG or WebP by its
 * content, at most MAX_UPLOAD_IMAGE_BYTES) and an ignored `userId` field.
 */
export const ZUserProfileUpdateFieldsSchema = z.object({ userId: id.optional() });

/** The new profile image: `profileImage` (the §3 rule) and its widths for srcset. */
export const ZUserProfileUpdateReplySchema = success({ profileImage: z.string(), profileImageMeta: ZImageMetaSchema });

const optionIds = z.array(id).max(100);
/** §7 InterestsUserProfile: the whole choice of each list (a list left out stays as it is). */
const ZInterestsUserProfileRequestSchema = z.object({
  userId: id.optional(),
  art_types: optionIds.optional(),
  art_works: optionIds.optional(),
  participates: optionIds.optional(),
  communicates: optionIds.optional(),
});
export type TInterestsUserProfileRequest = z.infer<typeof ZInterestsUserProfileRequestSchema>;

export const ZStatusReplySchema = success({});

// §3 Reference items of the profile and post screens, named in the reply language.
export const ZArtTypeListReplySchema = success({ data: z.array(z.object({ _id: z.string(), art_type: z.string() })) });
const ZArtWorkListReplySchema = success({ data: z.array(z.object({ _id: z.string(), art_work: z.string() })) });
const ZParticipateListReplySchema = success({
  data: z.array(z.object({ _id: z.string(), participate: z.string() })),
});
export const ZCommunicateListReplySchema = success({
  data: z.array(z.object({ _id: z.string(), communicate: z.string() })),
});
export const ZMediaTypeListReplySchema = success({ data: z.array(z.object({ _id: z.string(), name: z.string() })) });
export const ZTagListReplySchema = success({ data: z.array(z.object({ _id: z.string(), name: z.string() })) });

/** A battle a profile's owner played to the end (docs/product.md#rule-379): its event, the other player and the result. */
const ZProfileBattleSchema = z.object({
  _id: z.string(),
  /** In the reply language. */
  battle_name: z.string(),
  event: z.object({ _id: z.string(), title_eng: z.string(), title_jap: z.string() }),
  /** null when the other player's account is gone. */
  opponent: ZPublicUserSchema.nullable(),
  result: z.enum(BATTLE_RESULTS),
});
export type TProfileBattle = z.infer<typeof ZProfileBattleSchema>;

/**
 * /public-profile/{userId} (docs/product.md#rule-10): what anyone signed in may see of a fan's or an
 * artist's profile. `uploads` counts the posts this viewer may see; `views` the profile's views
 * (docs/product.md#rule-137).
 */
const ZPublicProfileSchema = z.object({
  _id: z.string(),
  username: z.string(),
  nickname: z.string(),
  bio: z.string(),
  country: z.string(),
  city: z.string(),
  instagram_link: z.string(),
  twitter_link: z.string(),
  website_link: z.string(),
  /** The §3 profile image rule: `uploads/…` under /backend, an absolute URL, or '' for the default image. */
  profileImage: z.string(),
  /** Widths of an uploaded profile image; null for a provider's URL or none. */
  profileImageMeta: ZImageMetaSchema.nullable(),
  type: z.string(),
  uploads: z.number().int(),
  views: z.number().int(),
  /**
   * Their record as a player (docs/product.md#rule-379): the battles they played to the end, the wins among them
   * and the events they were played in.
   */
  battle_record: z.object({ battles: z.number().int(), wins: z.number().int(), events: z.number().int() }),
  /** Those battles, the latest event first, each battle of an event in its order. */
  battles: z.array(ZProfileBattleSchema),
});
export type TPublicProfile = z.infer<typeof ZPublicProfileSchema>;
const ZPublicProfileParamsSchema = z.object({ userId: id });
export const ZPublicProfileReplySchema = success({ data: ZPublicProfileSchema });

/** One vote of the signed-in user (docs/product.md#rule-142): the event, the battle and the player it went to. */
const ZPastVoteSchema = z.object({
  event: ZEventSchema,
  battle: z.object({ _id: z.string(), battle_name: z.string() }),
  voted_for: ZPublicUserSchema,
  /** When the vote was cast or last moved (ISO 8601). */
  voted_at: z.string(),
  /** How the battle ended for the player voted for; null until it is complete (docs/product.md#rule-378). */
  outcome: z.enum(BATTLE_RESULTS).nullable(),
});
export type TPastVote = z.infer<typeof ZPastVoteSchema>;
export const ZPastVotingReplySchema = success({ data: z.array(ZPastVoteSchema) });

/**
 * One battle of an Event History event (docs/product.md#rule-178): its name in the reply language, both
 * players (null when the battle has none yet), the winner's id (null until decided) and its votes.
 */
const ZEventHistoryBattleSchema = z.object({
  _id: z.string(),
  battle_name: z.string(),
  battle1: ZPublicUserSchema.nullable(),
  battle2: ZPublicUserSchema.nullable(),
  player_winner_id: z.string().nullable(),
  /** Completed as a draw: no winner (docs/product.md#rule-276, #rule-377). */
  draw: z.boolean(),
  /** null while the battle's counts are hidden (docs/product.md#rule-316). */
  total_votes: z.number().int().nullable(),
});
export type TEventHistoryBattle = z.infer<typeof ZEventHistoryBattleSchema>;

/** One ended event the signed-in user took part in (as a participant or a player), with its battles in their order. */
const ZEventHistoryEntrySchema = z.object({ event: ZEventSchema, battles: z.array(ZEventHistoryBattleSchema) });
export type TEventHistoryEntry = z.infer<typeof ZEventHistoryEntrySchema>;
export const ZEventHistoryReplySchema = success({ data: z.array(ZEventHistoryEntrySchema) });

export const profileCalls = {
  GeneralUserProfileUp: defineCall(endpoints.GeneralUserProfileUp, {
    body: ZGeneralUserProfileUpRequestSchema,
    reply: ZStatusReplySchema,
    refusals: [409],
  }),
  UserBioUpdate: defineCall(endpoints.UserBioUpdate, { body: ZUserBioUpdateRequestSchema, reply: ZStatusReplySchema }),
  UserProfileUpdate: defineCall(endpoints.UserProfileUpdate, {
    reply: ZUserProfileUpdateReplySchema,
    refusals: [413, 415],
  }),
  InterestsUserProfile: defineCall(endpoints.InterestsUserProfile, {
    body: ZInterestsUserProfileRequestSchema,
    reply: ZStatusReplySchema,
  }),
  artTypeGetAll: defineCall(endpoints.artTypeGetAll, { reply: ZArtTypeListReplySchema }),
  artWorkGetAll: defineCall(endpoints.artWorkGetAll, { reply: ZArtWorkListReplySchema }),
  participatePreferGetAll: defineCall(endpoints.participatePreferGetAll, { reply: ZParticipateListReplySchema }),
  communicateGetAll: defineCall(endpoints.communicateGetAll, { reply: ZCommunicateListReplySchema }),
  mediaTypeGetAll: defineCall(endpoints.mediaTypeGetAll, { reply: ZMediaTypeListReplySchema }),
  tagCategoryKeywordGetAll: defineCall(endpoints.tagCategoryKeywordGetAll, { reply: ZTagListReplySchema }),
  publicProfile: defineCall(endpoints.publicProfile, {
    params: ZPublicProfileParamsSchema,
    reply: ZPublicProfileReplySchema,
    refusals: [404],
  }),
  participatedEvents: defineCall(endpoints.participatedEvents, {
    params: ZPublicProfileParamsSchema,
    reply: ZEventListReplySchema,
    refusals: [404],
  }),
  pastVoting: defineCall(endpoints.pastVoting, { reply: ZPastVotingReplySchema }),
  eventHistory: defineCall(endpoints.eventHistory, { reply: ZEventHistoryReplySchema }),
};
