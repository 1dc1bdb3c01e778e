import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import { ROULETTE_STATES, SHOW_STAGES } from '../rules/show-stage.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { id } from './fields.ts';

/** A keyword the roulette drew: English with its Japanese. */
export const ZDrawnKeywordSchema = z.object({ eng: z.string(), jap: z.string() });

/** The show of the night as every screen shows it (docs/decisions.md#277), stored on the server. */
export const ZShowSchema = z.object({
  stage: z.enum(SHOW_STAGES),
  /** The battle on stage, or null. */
  current_battle_id: z.string().nullable(),
  /** Its place in the event's order, from 1. */
  battle_number: z.number().int().nullable(),
  roulette: z.object({
    state: z.enum(ROULETTE_STATES),
    /** The battle the roulette draws for. */
    battle_id: z.string().nullable(),
    left: ZDrawnKeywordSchema.nullable(),
    right: ZDrawnKeywordSchema.nullable(),
    /** When it last changed (ISO 8601): a screen spins from then. */
    changed_at: z.string().nullable(),
  }),
});
export type TShow = z.infer<typeof ZShowSchema>;

/** Puts a battle on stage (the control room's "choose" and "next battle"). */
const ZShowCurrentRequestSchema = z.object({ battleId: id });

/**
 * The roulette on every screen (docs/decisions.md#278): spin (idle or stopped → spinning), stop
 * (spinning → stopped: the server draws both keywords), lock (stopped → locked: the keywords become the
 * battle's theme and the battle goes live). `from` is the state the organiser's screen shows.
 */
const ZShowRouletteRequestSchema = z.object({
  battleId: id,
  action: z.enum(['spin', 'stop', 'lock']),
  from: z.enum(ROULETTE_STATES),
});
export type TShowRouletteRequest = z.input<typeof ZShowRouletteRequestSchema>;

const ZEventIdParamsSchema = z.object({ eventId: id });

export const ZShowReplySchema = success({ show: ZShowSchema });

/** How big a rehearsal is: a night's worth, and no more than a venue. */
const ZRehearsalCreateRequestSchema = z.object({
  battles: z.number().int().min(1).max(20),
  fans: z.number().int().min(1).max(10_000),
});
export type TRehearsalCreateRequest = z.infer<typeof ZRehearsalCreateRequestSchema>;

const ZRehearsalCreateReplySchema = success({
  event_id: z.string(),
  battles: z.array(z.object({ _id: z.string(), player1_id: z.string(), player2_id: z.string() })),
  /** Each rehearsal fan with its session token, answered this once. */
  fans: z.array(z.object({ _id: z.string(), token: z.string() })),
});
export type TRehearsalCreateReply = Omit<z.infer<typeof ZRehearsalCreateReplySchema>, 'status' | 'message'>;

/** Every rehearsal event the deployment holds, oldest first, with how many throwaway accounts it has. */
export const ZRehearsalListReplySchema = success({
  rehearsals: z.array(
    z.object({ _id: z.string(), title: z.string(), created_at: z.string(), accounts: z.number().int() }),
  ),
});

/** The room as every running process sees it (docs/decisions.md#251), and the projector's key. */
export const ZEventRoomReplySchema = success({
  room: z.object({
    /** Viewers on the live stream now, added up over every process. */
    viewers: z.number().int(),
    /** Votes cast or changed in the event's battles in the last minute. */
    votes_last_minute: z.number().int(),
    /** How long the oldest vote not yet answered by any process has waited, in ms (0: none). */
    oldest_vote_ms: z.number().int(),
    /** Server processes running, and how many of them receive changes. */
    processes: z.number().int(),
    processes_receiving: z.number().int(),
    /** Per battle, its votes cast with the room's pass and the rest, hidden counts too (docs/product.md#rule-352). */
    votes_by_origin: z.array(z.object({ battle_id: z.string(), in_room: z.number().int(), online: z.number().int() })),
  }),
  /** The key that lets a signed-out projector show the room code, whatever the rule (docs/product.md#rule-350). */
  screen_key: z.string(),
});

export const showCalls = {
  adminEventRoom: defineCall(endpoints.adminEventRoom, {
    params: ZEventIdParamsSchema,
    reply: ZEventRoomReplySchema,
    refusals: [404],
  }),
  adminRehearsalCreate: defineCall(endpoints.adminRehearsalCreate, {
    body: ZRehearsalCreateRequestSchema,
    reply: ZRehearsalCreateReplySchema,
    refusals: [400],
  }),
  adminRehearsalList: defineCall(endpoints.adminRehearsalList, { reply: ZRehearsalListReplySchema }),
  adminShowCurrent: defineCall(endpoints.adminShowCurrent, {
    params: ZEventIdParamsSchema,
    body: ZShowCurrentRequestSchema,
    reply: ZShowReplySchema,
    refusals: [404, 409],
  }),
  adminShowRoulette: defineCall(endpoints.adminShowRoulette, {
    params: ZEventIdParamsSchema,
    body: ZShowRouletteRequestSchema,
    reply: ZShowReplySchema,
    refusals: [404, 409],
  }),
};
