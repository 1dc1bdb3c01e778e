import { z } from 'zod';
import { BATTLE_PHASES } from '../rules/battle-life.ts';
import { LANGUAGES } from '../rules/language.ts';
import { HOME_CITIES, JUDGE_CRITERIA } from '../rules/event-values.ts';
import { PROJECTOR_LANGUAGES } from '../rules/projector-language.ts';
import { VOTING_RULES } from '../rules/voting-rules.ts';
import { endpoints } from '../endpoints.ts';
import { defineCall } from './define-call.ts';
import { ZShowSchema } from './show.ts';
import { success } from './envelope.ts';
import { id, instant } from './fields.ts';
import { ZImageMetaSchema } from './images.ts';

/** A user as shown beside an event or a battle: never more than public profile fields. */
export const ZPublicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  /** Relative path under /backend (e.g. `uploads/…`), an absolute URL, or '' for the default image (§3). */
  profileImage: z.string(),
  country: z.string(),
  city: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUserSchema>;

const ZDateTimeSchema = z.object({
  _id: z.string(),
  dates: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** The same entry as absolute instants (ISO 8601), read in the event's time zone. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type TDateTime = z.infer<typeof ZDateTimeSchema>;

const ZEventTypeSchema = z.enum(['upcoming', 'past']);
export type TEventType = z.infer<typeof ZEventTypeSchema>;

const ZRankingEntrySchema = z.object({
  user: ZPublicUserSchema,
  wins: z.number().int(),
  votes: z.number().int(),
});
export type TRankingEntry = z.infer<typeof ZRankingEntrySchema>;

export const ZEventSchema = z.object({
  _id: z.string(),
  event_type: z.string(),
  title_eng: z.string(),
  title_jap: z.string(),
  rules_eng: z.string(),
  rules_jap: z.string(),
  /** Relative paths under /backend; the first is the cover. */
  images: z.array(z.string()),
  date_times: z.array(ZDateTimeSchema),
  participants: z.array(z.object({ user: ZPublicUserSchema })),
  youtube_emd: z.string(),
  battles_time: z.number().int(),
  /** IANA time zone in which `dates`, `start_time` and `end_time` are read. */
  timezone: z.string(),
  /** The home tab the event belongs to (Tokyo, Taiwan, Hong Kong, Seoul, Singapore) or ''. */
  city: z.string(),
  /** The venue in both languages, '' when not told; the address opens in a map app (docs/product.md#rule-67). */
  venue_name_eng: z.string(),
  venue_name_jap: z.string(),
  venue_address_eng: z.string(),
  venue_address_jap: z.string(),
  types: ZEventTypeSchema,
  /**
   * The results are public: the event is past, or every battle of it is complete, its night over before its
   * scheduled end (docs/product.md#rule-376). 'View Results' is offered from then.
   */
  results_public: z.boolean(),
  /** Events whose results are public: players ranked by battles won, then votes received. Empty before results exist. */
  ranking: z.array(ZRankingEntrySchema),
  /** The champion's user id by the final's result (docs/product.md#rule-111, #rule-276); null without one (a drawn final, no result yet). */
  champion: z.string().nullable(),
});
export type TEvent = z.infer<typeof ZEventSchema>;

export const ZEventListReplySchema = success({ events: z.array(ZEventSchema) });

/** GetPastEvent: `?city=` filters by home tab. */
const ZPastEventQuerySchema = z.object({ city: z.enum(HOME_CITIES).optional() });

/** AllEventGet: `?from=&to=` (ISO 8601 instants) keeps events with any date_times entry in the range. */
const ZAllEventQuerySchema = z
  .object({ from: instant.optional(), to: instant.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { path: ['to'], message: 'range' });

export const ZSingleEventDetailsReplySchema = success({ events: ZEventSchema, types: ZEventTypeSchema });
export type TSingleEventDetailsReply = z.infer<typeof ZSingleEventDetailsReplySchema>;

const ZPlayerSchema = ZPublicUserSchema.extend({ status: z.string() });
export type TPlayer = z.infer<typeof ZPlayerSchema>;

const ZJudgeScoreSchema = z.object({ player1: z.number().min(0).max(100), player2: z.number().min(0).max(100) });
/** Organiser-entered judge scores per criterion; a criterion without scores is absent. */
export const ZJudgeScoresSchema = z.partialRecord(z.enum(JUDGE_CRITERIA), ZJudgeScoreSchema);
export type TJudgeScores = z.infer<typeof ZJudgeScoresSchema>;

export const ZBattleSchema = z.object({
  _id: z.string(),
  battle_name: z.string(),
  /** The Japanese name, '' when there is none (docs/product.md#rule-69). */
  battle_name_jap: z.string(),
  battle_status: z.enum(['live', 'complete']).nullable(),
  /** Where the battle is in its life (docs/decisions.md#275); battle_status is the spec's coarser reading of it. */
  battle_phase: z.enum(BATTLE_PHASES),
  /** Voting was opened at least once. */
  voting_opened: z.boolean(),
  /** Completed as a draw: no winner (docs/product.md#rule-276). */
  draw: z.boolean(),
  battle_time_status: z.enum(['play', 'pause']).nullable(),
  battle_time_start: z.string().nullable(),
  battle_time_pause: z.string().nullable(),
  battle_time_replay: z.string().nullable(),
  battle_timeRemaining: z.string(),
  battle1: ZPlayerSchema.nullable(),
  battle2: ZPlayerSchema.nullable(),
  player_winner_id: z.string().nullable(),
  battle1_keyword_eng: z.string(),
  battle1_keyword_jap: z.string(),
  battle2_keyword_eng: z.string(),
  battle2_keyword_jap: z.string(),
  voting_status: z.string(),
  voting_bar: z.string(),
  /** Organiser-entered judge scores, or null when none were entered (docs/product.md#rule-9). */
  judge_scores: ZJudgeScoresSchema.nullable(),
  /**
   * The counts; null in a public reply while the organisers hide the bar and the battle is not complete
   * (docs/product.md#rule-316). Organisers' replies always carry them.
   */
  votes: z.object({ Player1: z.number().int(), Player2: z.number().int() }).nullable(),
  roulette: z.object({ sponsor_img: z.string() }).nullable(),
  /** The photo of each side's canvas, taken once time was up (docs/decisions.md#425); null until one is. */
  battle1_artwork: ZImageMetaSchema.nullable(),
  battle2_artwork: ZImageMetaSchema.nullable(),
});
export type TBattle = z.infer<typeof ZBattleSchema>;

export const ZEventBattlesSchema = z.object({
  _id: z.string(),
  event_type: z.string(),
  title_eng: z.string(),
  title_jap: z.string(),
  youtube_emd: z.string(),
  battles_time: z.number().int(),
  battles: z.array(ZBattleSchema),
  /** The roulette of the current battle (live, else last completed), or null. */
  roulette: z.object({ sponsor_img: z.string() }).nullable(),
  /** The show of the night: its stage, the battle on stage and the roulette (docs/decisions.md#277). */
  show: ZShowSchema,
  /** Who may vote (docs/decisions.md#305): the big screen shows the room code for 'room'. */
  voting_rule: z.enum(VOTING_RULES),
  /** The big screen's language: English, Japanese or both (docs/product.md#rule-397). */
  projector_language: z.enum(PROJECTOR_LANGUAGES),
});
export type TEventBattles = z.infer<typeof ZEventBattlesSchema>;

export const ZEventByAllBattleReplySchema = success({
  /** The last entry of the event's log the reply shows: a live screen's `since` (docs/decisions.md#415). */
  seq: z.number().int(),
  event: ZEventBattlesSchema,
  /** The server's clock (ISO 8601); clients correct their countdowns by the offset (docs/product.md#rule-14). */
  serverNow: z.string(),
});
export type TEventByAllBattleReply = z.infer<typeof ZEventByAllBattleReplySchema>;

/**
 * One vote of an event's anonymised vote log (docs/decisions.md#416), in the order they were cast: a moved vote is a
 * second entry of the same voter. `voter` is a pseudonym of this event only: it shows one vote per voter and names no one.
 */
const ZVoteLogEntrySchema = z.object({
  battle_id: z.string(),
  at: z.string(),
  side: z.enum(['Player1', 'Player2']),
  origin: z.enum(['room', 'online']),
  voter: z.string(),
});
export type TVoteLogEntry = z.infer<typeof ZVoteLogEntrySchema>;
/** The vote log of an event whose results are public, and the SHA-256 of `JSON.stringify(entries)` (hex). */
export const ZVoteLogReplySchema = success({
  event_id: z.string(),
  entries: z.array(ZVoteLogEntrySchema),
  hash: z.string(),
});
export type TVoteLogReply = z.infer<typeof ZVoteLogReplySchema>;

const ZSidesSchema = z.object({ Player1: z.number().int(), Player2: z.number().int() });

/**
 * How one battle was won, read from the event's log (docs/decisions.md#421): the counts at each step of the battle's
 * voting time, the room's and online apart, each voter counted once on the side of their last vote. Times are seconds
 * from `started_at`: the first opening of voting, or the first vote if earlier.
 */
export const ZBattleCurveSchema = z.object({
  battle_id: z.string(),
  started_at: z.string(),
  /** Seconds between two points; the last point is the end (the last closing, or now while voting is open). */
  step: z.number().int(),
  points: z.array(z.object({ at: z.number(), room: ZSidesSchema, online: ZSidesSchema })),
  /** Each time a side took the lead alone (a tie leads no one), to the second. */
  lead_changes: z.array(z.object({ at: z.number(), leader: z.enum(['Player1', 'Player2']) })),
  /** When voting was open: from, to (null while it is open). */
  voting: z.array(z.object({ opened: z.number(), closed: z.number().nullable() })),
});
export type TBattleCurve = z.infer<typeof ZBattleCurveSchema>;

/** The curves of an event's battles that took votes, in the event's order. */
export const ZBattleCurvesReplySchema = success({ event_id: z.string(), battles: z.array(ZBattleCurveSchema) });
export type TBattleCurvesReply = z.infer<typeof ZBattleCurvesReplySchema>;

/** A share card's language: a messenger asks without one (docs/decisions.md#423). */
const ZCardQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

/** An event id in a path; a malformed one is answered like an unknown one (404). */
export const ZEventIdParamsSchema = z.object({ eventId: id });
/** EventByAllBattle names its event id `id` (§7). */
const ZEventByAllBattleParamsSchema = z.object({ id });

export const eventCalls = {
  GetUpcomingEvent: defineCall(endpoints.GetUpcomingEvent, { reply: ZEventListReplySchema }),
  GetPastEvent: defineCall(endpoints.GetPastEvent, { query: ZPastEventQuerySchema, reply: ZEventListReplySchema }),
  AllEventGet: defineCall(endpoints.AllEventGet, { query: ZAllEventQuerySchema, reply: ZEventListReplySchema }),
  SingleEventDetails: defineCall(endpoints.SingleEventDetails, {
    params: ZEventIdParamsSchema,
    reply: ZSingleEventDetailsReplySchema,
    refusals: [404],
  }),
  EventByAllBattle: defineCall(endpoints.EventByAllBattle, {
    params: ZEventByAllBattleParamsSchema,
    reply: ZEventByAllBattleReplySchema,
    refusals: [404],
  }),
  /** The anonymised vote log, once the event's results are public (409 before: docs/decisions.md#416). */
  voteLog: defineCall(endpoints.voteLog, {
    params: ZEventIdParamsSchema,
    reply: ZVoteLogReplySchema,
    refusals: [404, 409],
  }),
  /** A finished event's share card, a 1200×630 PNG (docs/decisions.md#423); 409 before it has a champion. */
  eventCard: defineCall(endpoints.eventCard, {
    params: ZEventIdParamsSchema,
    query: ZCardQuerySchema,
    refusals: [404, 409],
  }),
  /** A completed battle's share card, a 1200×630 PNG; 409 before it is complete. */
  battleCard: defineCall(endpoints.battleCard, {
    params: z.object({ battleId: id }),
    query: ZCardQuerySchema,
    refusals: [404, 409],
  }),
  /** How each battle was won, once the event's results are public (409 before, as the vote log). */
  battleCurves: defineCall(endpoints.battleCurves, {
    params: ZEventIdParamsSchema,
    reply: ZBattleCurvesReplySchema,
    refusals: [404, 409],
  }),
};
