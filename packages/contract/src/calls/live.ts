import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import { LANGUAGES } from '../rules/language.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { id, line } from './fields.ts';
import { ZBattleSchema, ZEventBattlesSchema, ZEventIdParamsSchema } from './events.ts';
import { ZDrawnKeywordSchema } from './show.ts';

/** A keyword pair of a roulette: the left panel spins keyword 1, the right keyword 2 (§3 Roulette, §4). */
export const ZRouletteKeywordSchema = z.object({
  keyword_eng1: line(100),
  keyword_jap1: line(100),
  keyword_eng2: line(100),
  keyword_jap2: line(100),
});
export type TRouletteKeyword = z.infer<typeof ZRouletteKeywordSchema>;

export const ZRouletteSchema = z.object({
  keywords: z.array(ZRouletteKeywordSchema),
  /** A path under {host}/backend/, or '' when there is no sponsor image. */
  sponsor_img: z.string(),
});
export type TRoulette = z.infer<typeof ZRouletteSchema>;

/**
 * The vote counts of a battle and the player the caller voted for (§3 Voting status result). The counts
 * are null while the organisers hide the bar and the battle is not complete (docs/product.md#rule-316).
 */
const votingStatus = {
  Player1: z.number().int().nullable(),
  Player2: z.number().int().nullable(),
  /** The player the caller voted for in this battle, or null before a vote. */
  userId: z.string().nullable(),
};

const ZVotingToRequestSchema = z.object({
  eventId: id,
  battleId: id,
  vote_receive_userId: id,
  /** Sent by the spec's client; never trusted: the voter is the token's holder (docs/product.md#rule-17). */
  vote_send_userId: id.optional(),
  vote: z.literal(1).default(1),
});
export type TVotingToRequest = z.input<typeof ZVotingToRequestSchema>;
export const ZVotingToReplySchema = success(votingStatus);

const ZVotingStatusRequestSchema = z.object({
  eventId: id,
  battleId: id,
  vote_send_userId: z.string().max(64).optional(),
});
export const ZVotingStatusReplySchema = success(votingStatus);

const ZBattleParamsSchema = z.object({ eventId: id, battleId: id });

/** The projector's screen key (`?screen=` of the big screen's address, docs/decisions.md#306); an organiser needs none. */
const ZRoomCodeQuerySchema = z.object({ screen: z.string().max(64).optional() });
/**
 * The big screen's way in (docs/product.md#rule-309, docs/decisions.md#333): the voting page's address and the short
 * one, on the deployment's public address, for anyone; under a rule that asks for the room, the room code and the QR
 * code's room key of this minute for an organiser or a projector with the screen key (null otherwise). Both change at
 * `changes_at`.
 */
export const ZRoomCodeReplySchema = success({
  voting_url: z.string(),
  short_url: z.string(),
  code: z.string().nullable(),
  key: z.string().nullable(),
  changes_at: z.string(),
});
/** The room code typed by the fan, or the room key of the QR code's address. */
const ZRoomPassRequestSchema = z.object({ eventId: id, code: line(64) });
const ZRoomPassReplySchema = success({});

/** The event as the roulette screen shows it: its logo (by event_type) and title. */
const ZRouletteEventSchema = ZEventBattlesSchema.pick({
  _id: true,
  event_type: true,
  title_eng: true,
  title_jap: true,
  battles_time: true,
});
export const ZRouletteGetReplySchema = success({
  event: ZRouletteEventSchema,
  /** The battle's roulette, or null when the organisers have not set one up. */
  Roulette: ZRouletteSchema.nullable(),
  updatedBattle: ZBattleSchema,
});
export type TRouletteGetReply = z.infer<typeof ZRouletteGetReplySchema>;

const ZKeyUpdateRequestSchema = z.object({
  eventId: id,
  battleId: id,
  battle_status: z.literal('live'),
  battle1_keyword_eng: line(100),
  battle1_keyword_jap: line(100),
  battle2_keyword_eng: line(100),
  battle2_keyword_jap: line(100),
});

/** Replies of the organisers' battle controls: the battle as stored, and the server's clock (docs/product.md#rule-14). */
export const ZBattleControlReplySchema = success({ battle: ZBattleSchema, serverNow: z.string() });
export type TBattleControlReply = z.infer<typeof ZBattleControlReplySchema>;

const ZTimeStartRequestSchema = z.object({
  eventId: id,
  battleId: id,
  /** The client's clock; not used: the server is the clock (docs/product.md#rule-14). */
  battle_time_start: line(64).optional(),
  /** '' starts (or restarts) the full time; 'replay' resumes a paused timer. */
  bt_status: z.enum(['', 'replay']).default(''),
});
export type TTimeStartRequest = z.input<typeof ZTimeStartRequestSchema>;

const ZTimePauseRequestSchema = z.object({
  eventId: id,
  battleId: id,
  /** The client's clock and reading; not used: the server computes both from its own clock. */
  battle_time_pause: line(64).optional(),
  battle_timeRemaining: line(64).optional(),
});
export type TTimePauseRequest = z.input<typeof ZTimePauseRequestSchema>;

/** The last entry of an event's log a live screen saw (the `id:` of its last message, docs/decisions.md#415). */
const since = z.coerce.number().int().min(0).max(2_147_483_647);
/**
 * The live stream's query: EventSource cannot send headers, so the reply language comes here, and so does `since`
 * when the screen opens a new stream (the browser's own reconnect sends it as Last-Event-ID).
 */
const ZLiveQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional(), since: since.optional() });
const ZLiveChangesQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional(), since });
const ZEventIdParams = z.object({ eventId: id });

/** `event: snapshot`: the whole EventByAllBattle event, at once on connect and after every change other than a vote. */
export const ZLiveSnapshotSchema = z.object({ event: ZEventBattlesSchema, serverNow: z.string() });
export type TLiveSnapshot = z.infer<typeof ZLiveSnapshotSchema>;
/** `event: votes`: one battle's new counts; never sent for a battle whose counts are hidden (docs/product.md#rule-316). */
export const ZLiveVotesSchema = z.object({
  battleId: z.string(),
  votes: z.object({ Player1: z.number().int(), Player2: z.number().int() }),
  serverNow: z.string(),
});
export type TLiveVotes = z.infer<typeof ZLiveVotesSchema>;
/** `event: unchanged`: a viewer back with the last entry there is missed nothing; its stream is up. */
export const ZLiveUnchangedSchema = z.object({ serverNow: z.string() });
export type TLiveUnchanged = z.infer<typeof ZLiveUnchangedSchema>;

/**
 * The polling fallback's reply to a screen that last saw entry `since` (docs/decisions.md#415): the entry it is at
 * now, and the event whole when it missed more than counts, else the counts of the battles that changed (none when
 * nothing did).
 */
export const ZLiveChangesReplySchema = success({
  seq: z.number().int(),
  serverNow: z.string(),
  event: ZEventBattlesSchema.optional(),
  votes: z.array(ZLiveVotesSchema.omit({ serverNow: true })),
});
export type TLiveChangesReply = z.infer<typeof ZLiveChangesReplySchema>;

const ZDrawnThemeSchema = z.object({ left: ZDrawnKeywordSchema, right: ZDrawnKeywordSchema });

/**
 * A round of a battle's roulette as the event's log keeps it (docs/decisions.md#422): a round ends at a lock, and an
 * undone start begins the next. Each spin's commitment and the pool it was made of, each stop's draw (1, 2, … in the
 * round) with the keywords it left out, and, once locked, the seed and the theme.
 */
const ZRouletteRoundSchema = z.object({
  battle_id: z.string(),
  round: z.number().int(),
  /** Revealed at the lock; null before. */
  seed: z.string().nullable(),
  spins: z.array(
    z.object({
      at: z.string(),
      commitment: z.string(),
      keywords: z.array(ZRouletteKeywordSchema),
      stops: z.array(
        z.object({
          at: z.string(),
          draw: z.number().int(),
          excluded: z.object({ left: z.array(ZDrawnKeywordSchema), right: z.array(ZDrawnKeywordSchema) }),
          theme: ZDrawnThemeSchema,
        }),
      ),
    }),
  ),
  locked: ZDrawnThemeSchema.nullable(),
});
export type TRouletteRound = z.infer<typeof ZRouletteRoundSchema>;

/** Every draw of an event's roulettes, and what the next spin of each battle not yet started commits to. */
export const ZRouletteDrawsReplySchema = success({
  event_id: z.string(),
  next: z.array(z.object({ battle_id: z.string(), round: z.number().int(), commitment: z.string() })),
  rounds: z.array(ZRouletteRoundSchema),
});
export type TRouletteDrawsReply = z.infer<typeof ZRouletteDrawsReplySchema>;

export const liveCalls = {
  /** The roulette anyone can check (docs/decisions.md#422), public at any time: seeds only once revealed. */
  rouletteDraws: defineCall(endpoints.rouletteDraws, {
    params: ZEventIdParamsSchema,
    reply: ZRouletteDrawsReplySchema,
    refusals: [404],
  }),

  VotingTo: defineCall(endpoints.VotingTo, {
    body: ZVotingToRequestSchema,
    reply: ZVotingToReplySchema,
    refusals: [403, 404, 409, 429],
  }),
  VotingStatusActive: defineCall(endpoints.VotingStatusActive, {
    body: ZVotingStatusRequestSchema,
    reply: ZVotingStatusReplySchema,
    refusals: [404],
  }),
  roomCode: defineCall(endpoints.roomCode, {
    params: ZEventIdParams,
    query: ZRoomCodeQuerySchema,
    reply: ZRoomCodeReplySchema,
    refusals: [403, 404],
  }),
  /** Sets the event's room pass for this account on this browser (docs/decisions.md#333); a wrong or old code is a 400 on `code`. */
  roomPass: defineCall(endpoints.roomPass, {
    body: ZRoomPassRequestSchema,
    reply: ZRoomPassReplySchema,
    refusals: [404, 429],
  }),
  EventSingleBattleRouletteGet: defineCall(endpoints.EventSingleBattleRouletteGet, {
    params: ZBattleParamsSchema,
    reply: ZRouletteGetReplySchema,
    refusals: [404],
  }),
  EventSingleBattleKeyUpdate: defineCall(endpoints.EventSingleBattleKeyUpdate, {
    body: ZKeyUpdateRequestSchema,
    reply: ZBattleControlReplySchema,
    refusals: [404, 409],
  }),
  EventSingleBattleTimeStart: defineCall(endpoints.EventSingleBattleTimeStart, {
    body: ZTimeStartRequestSchema,
    reply: ZBattleControlReplySchema,
    refusals: [404, 409],
  }),
  EventSingleBattleTimePause: defineCall(endpoints.EventSingleBattleTimePause, {
    body: ZTimePauseRequestSchema,
    reply: ZBattleControlReplySchema,
    refusals: [404, 409],
  }),
  /** The live screens' polling while their stream is down, from the last entry they saw. */
  liveChanges: defineCall(endpoints.liveChanges, {
    params: ZEventIdParams,
    query: ZLiveChangesQuerySchema,
    reply: ZLiveChangesReplySchema,
    refusals: [404],
  }),
  /**
   * A text/event-stream, not JSON: its messages are ZLiveSnapshotSchema, ZLiveVotesSchema and ZLiveUnchangedSchema,
   * each with the `id:` of the log's entry it brings the viewer to (docs/decisions.md#415). 503 with
   * `Retry-After` while the process's or the address's streams are at their cap (docs/decisions.md#315).
   */
  liveEvent: defineCall(endpoints.liveEvent, {
    params: ZEventIdParams,
    query: ZLiveQuerySchema,
    refusals: [404, 503],
  }),
};
