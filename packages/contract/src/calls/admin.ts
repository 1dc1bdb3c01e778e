import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import { isValidTimeZone } from '../rules/event-time.ts';
import { BATTLE_MOVE_NAMES, BATTLE_PHASES, type BattleMoveName } from '../rules/battle-life.ts';
import { HOME_CITIES } from '../rules/event-values.ts';
import { VOTING_RULES } from '../rules/voting-rules.ts';
import { PROJECTOR_LANGUAGES } from '../rules/projector-language.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { ZAccountTypeSchema, ZRoleSchema } from './auth.ts';
import { calendarDay, id, line, paragraphs } from './fields.ts';
import {
  ZBattleCurveSchema,
  ZBattleSchema,
  ZEventIdParamsSchema,
  ZEventSchema,
  ZJudgeScoresSchema,
  ZPublicUserSchema,
} from './events.ts';
import { ZRouletteKeywordSchema, ZRouletteSchema } from './live.ts';

// The organisers' console calls (§2.12, docs/product.md#rule-24), all under /backend/admin-api.

/** The largest image an organiser may upload (docs/product.md#rule-26). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const wallClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One session of an event, read in the event's time zone; an end at or before the start runs past midnight (docs/product.md#rule-31). */
const ZEventDateTimeInputSchema = z.object({ dates: calendarDay, start_time: wallClock, end_time: wallClock });

/** A path under /backend/ of an uploaded image (`uploads/…`): never a URL, never a way out of the uploads folder. */
const imagePath = z
  .string()
  .max(300)
  .regex(/^uploads(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/);

const uniqueIds = z
  .array(id)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' });

/** Every field an organiser sets on an event; the create call needs the titles, the update call takes any of them. */
const eventFields = {
  title_eng: line(200).min(1),
  title_jap: line(200).min(1),
  rules_eng: paragraphs(10_000),
  rules_jap: paragraphs(10_000),
  /** Names the event's logo; `battle_club` unless told. */
  event_type: z.string().regex(/^[a-z0-9_-]{1,50}$/),
  /** The stream's embed HTML: the server keeps one allowed <iframe> of it (docs/product.md#rule-25, #rule-63). */
  youtube_emd: paragraphs(5000),
  /** Minutes per battle. */
  battles_time: z.number().int().min(1).max(180),
  timezone: line(64).refine((value) => isValidTimeZone(value), { message: 'timezone' }),
  city: z.enum([...HOME_CITIES, '']),
  venue_name_eng: line(200),
  venue_name_jap: line(200),
  venue_address_eng: line(300),
  venue_address_jap: line(300),
  date_times: z.array(ZEventDateTimeInputSchema).max(50),
  /** User ids, in the order they are shown. */
  participants: uniqueIds,
  /** The first is the cover. */
  images: z.array(imagePath).max(20),
  /** Who may vote (docs/decisions.md#333); 'room_or_proven' unless told. */
  voting_rule: z.enum(VOTING_RULES),
  /** Voting closes by itself when a battle's time is up (docs/decisions.md#396); off unless told. */
  auto_close_voting: z.boolean(),
  /** The projector's language: English, Japanese or both (docs/product.md#rule-397); both unless told. */
  projector_language: z.enum(PROJECTOR_LANGUAGES),
};

export const ZEventCreateRequestSchema = z.object(eventFields).partial().required({ title_eng: true, title_jap: true });
export type TEventCreateRequest = z.input<typeof ZEventCreateRequestSchema>;
/** The event's version as the organiser last read it (docs/product.md#rule-68). */
const version = z.number().int().min(1).max(2_147_483_647);

export const ZEventUpdateRequestSchema = z.object({ ...eventFields, version }).partial();
export type TEventUpdateRequest = z.input<typeof ZEventUpdateRequestSchema>;

/**
 * The event as SingleEventDetails presents it with its voting rule, its version for the next save,
 * and the key a signed-out projector's big screen needs to show the room code (docs/decisions.md#306).
 */
export const ZAdminEventReplySchema = success({
  event: ZEventSchema.extend({
    voting_rule: z.enum(VOTING_RULES),
    auto_close_voting: z.boolean(),
    projector_language: z.enum(PROJECTOR_LANGUAGES),
  }),
  version: z.number().int(),
  screen_key: z.string(),
});
export type TAdminEventReply = z.infer<typeof ZAdminEventReplySchema>;
const ZAdminDeleteReplySchema = success({});

/**
 * Whether phones in the room can open the address the server gives them (docs/decisions.md#346): `loopback` when
 * PUBLIC_URL names the server's own machine (localhost), with the machine's network addresses to set it to instead.
 */
export const ZAdminPhoneReachReplySchema = success({
  reach: z.object({ public_url: z.string(), loopback: z.boolean(), lan_urls: z.array(z.string()) }),
});

/**
 * Per battle, the signs of bought votes (docs/decisions.md#307): of its votes, how many came from
 * accounts made after its voting opened, how many from a device (or, without a voter cookie, an
 * address) that several accounts voted from, the most from any one address, and those from accounts
 * proven after the event's voting opened, per mail domain that has more of them than a set number (docs/decisions.md#353).
 */
const ZVoteCheckSchema = z.object({
  battle_id: z.string(),
  votes: z.number().int(),
  new_accounts: z.number().int(),
  shared_devices: z.number().int(),
  top_address: z.number().int(),
  bulk_proof: z.array(z.object({ domain: z.string(), votes: z.number().int() })),
});
export const ZAdminVoteChecksReplySchema = success({ battles: z.array(ZVoteCheckSchema) });

const ZRouletteSaveRequestSchema = z.object({ keywords: z.array(ZRouletteKeywordSchema).max(100) });
/** The event's roulette, which every battle of the event spins unless it has its own. */
export const ZAdminRouletteReplySchema = success({ Roulette: ZRouletteSchema });
export type TAdminRouletteReply = z.infer<typeof ZAdminRouletteReplySchema>;

/** The embed as it would be saved (docs/product.md#rule-63): the one allowed iframe, or '' when nothing allowed survives. */
const ZEmbedPreviewRequestSchema = z.object({ youtube_emd: eventFields.youtube_emd });
const ZEmbedPreviewReplySchema = success({ embed: z.string() });

/** The console's list (§2.12): upcoming or past, found by title, a page at a time. */
export const ADMIN_EVENTS_PAGE_SIZE = 20;
const ZAdminEventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  q: line(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminEventListQuery = z.input<typeof ZAdminEventListQuerySchema>;
const ZAdminEventSummarySchema = z.object({
  _id: z.string(),
  title_eng: z.string(),
  title_jap: z.string(),
  city: z.string(),
  timezone: z.string(),
  /** The first session's start and the last one's end (ISO 8601), null without a schedule. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  battles: z.number().int(),
});
export type TAdminEventSummary = z.infer<typeof ZAdminEventSummarySchema>;
export const ZAdminEventListReplySchema = success({
  events: z.array(ZAdminEventSummarySchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

/** Users an organiser may pick as participants or players, found by username or e-mail. */
const ZAdminUserSearchQuerySchema = z.object({ q: line(100).default('') });
/**
 * A user found for an organiser: the public face, and the account type and e-mail that tell two people of one name
 * apart (docs/product.md#rule-322). Only organisers get this reply, as on the Organisers screen
 * (docs/product.md#rule-112).
 */
const ZAdminFoundUserSchema = ZPublicUserSchema.extend({ type: ZAccountTypeSchema, email: z.string() });
export type TAdminFoundUser = z.infer<typeof ZAdminFoundUserSchema>;
export const ZAdminUserSearchReplySchema = success({ users: z.array(ZAdminFoundUserSchema) });

/** Accounts as the console's Organisers screen lists them (docs/product.md#rule-112): organisers first. */
export const ADMIN_ACCOUNTS_PAGE_SIZE = 20;
const ZAdminAccountListQuerySchema = z.object({
  q: line(100).default(''),
  /** Only organisers ('admin') or only everyone else ('user'); both when absent. */
  role: ZRoleSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminAccountListQuery = z.input<typeof ZAdminAccountListQuerySchema>;
const ZAdminAccountSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  type: ZAccountTypeSchema,
  role: ZRoleSchema,
});
export type TAdminAccount = z.infer<typeof ZAdminAccountSchema>;
export const ZAdminAccountListReplySchema = success({
  accounts: z.array(ZAdminAccountSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** How many organisers there are: the last one cannot be demoted. */
  organisers: z.number().int(),
});
const ZAdminAccountParamsSchema = z.object({ userId: id });
const ZAdminRoleRequestSchema = z.object({ role: ZRoleSchema });
export const ZAdminAccountReplySchema = success({ account: ZAdminAccountSchema });

export const ZBattleCreateRequestSchema = z.object({
  battle_name: line(100).min(1),
  battle_name_jap: line(100).optional(),
  /** The two players' user ids: two different existing users. */
  battle1: id,
  battle2: id,
});
export type TBattleCreateRequest = z.input<typeof ZBattleCreateRequestSchema>;

/** The organisers' live controls (§2.12): any of them at once. */
export const ZBattleUpdateRequestSchema = z
  .object({
    battle_name: line(100).min(1),
    battle_name_jap: line(100),
    /** The players, before the battle has votes (a change after would move them to someone else). */
    battle1: id,
    battle2: id,
    voting_status: z.enum(['on', 'off']),
    voting_bar: z.enum(['show', 'hide']),
    /** One battle of an event is live at a time. */
    battle_status: z.enum(['live', 'complete']).nullable(),
    /** One of the battle's two players, or null to clear it. */
    player_winner_id: id.nullable(),
    /** Judge scores per criterion, or null to clear them. */
    scores: ZJudgeScoresSchema.nullable(),
  })
  .partial();
export type TBattleUpdateRequest = z.input<typeof ZBattleUpdateRequestSchema>;

/**
 * One move of a battle's life (docs/decisions.md#275): `from` is the phase the organiser's screen
 * shows, so a move made on a stale screen is refused (409) instead of doing something else.
 */
const ZBattleMoveRequestSchema = z.object({
  move: z.enum(BATTLE_MOVE_NAMES as [BattleMoveName, ...BattleMoveName[]]),
  from: z.enum(BATTLE_PHASES),
  /** Completing: the winner the organiser picks (else the player with more votes). */
  player_winner_id: id.nullable().optional(),
  /** Completing a tie as a draw. */
  draw: z.boolean().optional(),
});

/** The battle as EventByAllBattle presents it. */
export const ZAdminBattleReplySchema = success({ battle: ZBattleSchema });

const ZBattleIdParamsSchema = z.object({ battleId: id });
/** One side of a battle, for its canvas's photo (docs/decisions.md#425). */
const ZArtworkParamsSchema = ZBattleIdParamsSchema.extend({ side: z.enum(['1', '2']) });

/** Every battle of the event, each once, in the order to show them. */
const ZBattleOrderRequestSchema = z.object({ battles: uniqueIds.min(1) });
/** The event's battles as EventByAllBattle presents them to organisers: with their counts, hidden or not (docs/product.md#rule-316). */
export const ZAdminBattlesReplySchema = success({ battles: z.array(ZBattleSchema) });

/**
 * One entry of an event's record as organisers read it (docs/decisions.md#417): who did what, when, from which
 * screen, and what it says in words (`line`: a message key and its values, so each reader says it in its language).
 */
const ZRecordEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  kind: z.string(),
  /** The organiser who acted, or null: the server itself (voting closed at time up). */
  by: z.object({ _id: z.string(), username: z.string() }).nullable(),
  screen: z.enum(['controlRoom', 'console', 'shortcut']).nullable(),
  line: z.object({ key: z.string(), values: z.record(z.string(), z.string()) }),
});
export type TRecordEntry = z.infer<typeof ZRecordEntrySchema>;
const ZRecordQuerySchema = z.object({ before: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
/** The newest entries first, a page at a time (`before` the last one read); the votes are counted, not listed. */
export const ZRecordReplySchema = success({
  entries: z.array(ZRecordEntrySchema),
  more: z.boolean(),
  votes: z.number().int(),
});
export type TRecordReply = z.infer<typeof ZRecordReplySchema>;

const ZSidesSchema = z.object({ Player1: z.number().int(), Player2: z.number().int() });

/**
 * An event's report for its organisers and sponsors (docs/decisions.md#424): who joined, the peak watching, each
 * battle's votes by origin and its curve, and how long each sponsor was on the projector.
 */
export const ZEventReportReplySchema = success({
  event: z.object({
    _id: z.string(),
    title_eng: z.string(),
    title_jap: z.string(),
    date_times: ZEventSchema.shape.date_times,
    timezone: z.string(),
    venue_name_eng: z.string(),
    venue_name_jap: z.string(),
  }),
  joined: z.object({
    /** The event's participants (its artists). */
    artists: z.number().int(),
    /** Accounts that voted in any of its battles, and of them those whose last vote came from the room. */
    voters: z.number().int(),
    voters_in_room: z.number().int(),
  }),
  /** The most viewers its live stream had at once, over every process, and when; 0 and null before any. */
  peak_watching: z.object({ viewers: z.number().int(), at: z.string().nullable() }),
  battles: z.array(
    z.object({
      battle_id: z.string(),
      battle_name: z.string(),
      battle_name_jap: z.string(),
      player1: z.string().nullable(),
      player2: z.string().nullable(),
      status: z.enum(['live', 'complete']).nullable(),
      winner_id: z.string().nullable(),
      player1_id: z.string().nullable(),
      draw: z.boolean(),
      votes: z.object({ room: ZSidesSchema, online: ZSidesSchema }),
      curve: ZBattleCurveSchema.nullable(),
    }),
  ),
  /** Each sponsor image with the seconds its battles were on the projector: from the roulette or start to complete. */
  sponsors: z.array(z.object({ image: z.string(), seconds: z.number().int() })),
});
export type TEventReportReply = z.infer<typeof ZEventReportReplySchema>;

export const adminCalls = {
  adminEventList: defineCall(endpoints.adminEventList, {
    query: ZAdminEventListQuerySchema,
    reply: ZAdminEventListReplySchema,
  }),
  adminEventCreate: defineCall(endpoints.adminEventCreate, {
    body: ZEventCreateRequestSchema,
    reply: ZAdminEventReplySchema,
  }),
  adminEventGet: defineCall(endpoints.adminEventGet, {
    params: ZEventIdParamsSchema,
    reply: ZAdminEventReplySchema,
    refusals: [404],
  }),
  adminEventUpdate: defineCall(endpoints.adminEventUpdate, {
    params: ZEventIdParamsSchema,
    body: ZEventUpdateRequestSchema,
    reply: ZAdminEventReplySchema,
    refusals: [404, 409],
  }),
  adminPhoneReach: defineCall(endpoints.adminPhoneReach, { reply: ZAdminPhoneReachReplySchema }),
  adminVoteChecks: defineCall(endpoints.adminVoteChecks, {
    params: ZEventIdParamsSchema,
    reply: ZAdminVoteChecksReplySchema,
    refusals: [404],
  }),
  adminEmbedPreview: defineCall(endpoints.adminEmbedPreview, {
    body: ZEmbedPreviewRequestSchema,
    reply: ZEmbedPreviewReplySchema,
  }),
  /** multipart/form-data with one file field `image`; the image joins the end of the event's images. */
  adminEventImageUpload: defineCall(endpoints.adminEventImageUpload, {
    params: ZEventIdParamsSchema,
    reply: ZAdminEventReplySchema,
    refusals: [404, 413, 415],
  }),
  adminEventRouletteGet: defineCall(endpoints.adminEventRouletteGet, {
    params: ZEventIdParamsSchema,
    reply: ZAdminRouletteReplySchema,
    refusals: [404],
  }),
  adminEventDelete: defineCall(endpoints.adminEventDelete, {
    params: ZEventIdParamsSchema,
    reply: ZAdminDeleteReplySchema,
    refusals: [404],
  }),
  adminEventRouletteSave: defineCall(endpoints.adminEventRouletteSave, {
    params: ZEventIdParamsSchema,
    body: ZRouletteSaveRequestSchema,
    reply: ZAdminRouletteReplySchema,
    refusals: [404],
  }),
  /** multipart/form-data with one file field `image` (JPEG, PNG or WebP, at most MAX_IMAGE_BYTES). */
  adminSponsorImageUpload: defineCall(endpoints.adminSponsorImageUpload, {
    params: ZEventIdParamsSchema,
    reply: ZAdminRouletteReplySchema,
    refusals: [404, 413, 415],
  }),
  adminBattleCreate: defineCall(endpoints.adminBattleCreate, {
    params: ZEventIdParamsSchema,
    body: ZBattleCreateRequestSchema,
    reply: ZAdminBattleReplySchema,
    refusals: [404],
  }),
  adminBattleList: defineCall(endpoints.adminBattleList, {
    params: ZEventIdParamsSchema,
    reply: ZAdminBattlesReplySchema,
    refusals: [404],
  }),
  adminBattleOrder: defineCall(endpoints.adminBattleOrder, {
    params: ZEventIdParamsSchema,
    body: ZBattleOrderRequestSchema,
    reply: ZAdminBattlesReplySchema,
    refusals: [404],
  }),
  adminBattleUpdate: defineCall(endpoints.adminBattleUpdate, {
    params: ZBattleIdParamsSchema,
    body: ZBattleUpdateRequestSchema,
    reply: ZAdminBattleReplySchema,
    refusals: [404, 409],
  }),
  adminBattleMove: defineCall(endpoints.adminBattleMove, {
    params: ZBattleIdParamsSchema,
    body: ZBattleMoveRequestSchema,
    reply: ZAdminBattleReplySchema,
    refusals: [404, 409],
  }),
  adminBattleDelete: defineCall(endpoints.adminBattleDelete, {
    params: ZBattleIdParamsSchema,
    reply: ZAdminDeleteReplySchema,
    refusals: [404, 409],
  }),
  adminUserSearch: defineCall(endpoints.adminUserSearch, {
    query: ZAdminUserSearchQuerySchema,
    reply: ZAdminUserSearchReplySchema,
  }),
  adminAccountList: defineCall(endpoints.adminAccountList, {
    query: ZAdminAccountListQuerySchema,
    reply: ZAdminAccountListReplySchema,
  }),
  adminAccountRole: defineCall(endpoints.adminAccountRole, {
    params: ZAdminAccountParamsSchema,
    body: ZAdminRoleRequestSchema,
    reply: ZAdminAccountReplySchema,
    refusals: [404, 409],
  }),
  /** An event's results as a spreadsheet (docs/product.md#rule-113): the reply is the CSV file itself, not an envelope. */
  adminResultsCsv: defineCall(endpoints.adminResultsCsv, { params: ZEventIdParamsSchema, refusals: [404] }),
  /** The event's record: the organisers' actions and the show's changes, newest first (docs/decisions.md#417). */
  adminEventRecord: defineCall(endpoints.adminEventRecord, {
    params: ZEventIdParamsSchema,
    query: ZRecordQuerySchema,
    reply: ZRecordReplySchema,
    refusals: [404],
  }),
  adminEventReport: defineCall(endpoints.adminEventReport, {
    params: ZEventIdParamsSchema,
    reply: ZEventReportReplySchema,
    refusals: [404],
  }),
  /**
   * One battle's curve at any time, hidden counts too, for the control room's chart (docs/decisions.md#421); null
   * until its voting first opens.
   */
  /** multipart/form-data with one file field `image` (any raster picture, at most MAX_IMAGE_BYTES). */
  adminBattleArtworkUpload: defineCall(endpoints.adminBattleArtworkUpload, {
    params: ZArtworkParamsSchema,
    reply: ZAdminBattleReplySchema,
    refusals: [404, 409, 413, 415],
  }),
  adminBattleArtworkDelete: defineCall(endpoints.adminBattleArtworkDelete, {
    params: ZArtworkParamsSchema,
    reply: ZAdminBattleReplySchema,
    refusals: [404],
  }),
  adminBattleCurve: defineCall(endpoints.adminBattleCurve, {
    params: ZBattleIdParamsSchema,
    reply: success({ curve: ZBattleCurveSchema.nullable() }),
    refusals: [404],
  }),
};
