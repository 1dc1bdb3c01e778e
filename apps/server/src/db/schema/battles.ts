import type { TJudgeScores } from '@artclash/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';
import { events } from './events.ts';
import { users } from './users.ts';

/** A stored picture's files and size: `{key}-{width}.webp` for each of `widths`; `width`×`height` is the widest's. */
export interface ArtworkImage {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

export const battles = pgTable(
  'battles',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    battleName: text('battle_name').notNull(),
    /** The Japanese name, '' when the battle has none (the English one is shown then). */
    battleNameJap: text('battle_name_jap').notNull().default(''),
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
    /** When voting was first opened: the battle's phase is 'voting closed' once it was (docs/decisions.md#275). */
    votingOpenedAt: instant('voting_opened_at'),
    /** Completed as a draw: no winner, by the organiser's choice on a tie (docs/product.md#rule-276). */
    draw: boolean('draw').notNull().default(false),
    judgeScores: jsonb('judge_scores').$type<TJudgeScores>(),
    /**
     * The photo of each side's canvas, taken once time is up (docs/decisions.md#425): its files are
     * `uploads/artworks/{key}-{width}.webp`, one per width; null until one is taken.
     */
    artwork1: jsonb('artwork1').$type<ArtworkImage>(),
    artwork2: jsonb('artwork2').$type<ArtworkImage>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('battles_event_idx').on(t.eventId, t.position),
    // At most one live battle per event: the screens follow it (docs/product.md#rule-8).
    uniqueIndex('battles_one_live_per_event')
      .on(t.eventId)
      .where(sql`${t.battleStatus} = 'live'`),
    check('battles_distinct_players', sql`${t.player1Id} is null or ${t.player1Id} <> ${t.player2Id}`),
  ],
);

export interface RouletteKeyword {
  keyword_eng1: string;
  keyword_jap1: string;
  keyword_eng2: string;
  keyword_jap2: string;
}

/**
 * The keyword pairs a roulette spins and its sponsor image. A row without a battle is the event's
 * roulette, which every battle of the event uses unless it has its own row (docs/product.md#rule-64).
 */
export const roulettes = pgTable(
  'roulettes',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The battle this roulette is for, or null for the event's roulette. */
    battleId: uuid('battle_id')
      .unique()
      .references(() => battles.id, { onDelete: 'cascade' }),
    keywords: jsonb('keywords').$type<RouletteKeyword[]>().notNull().default([]),
    sponsorImg: text('sponsor_img').notNull().default(''),
  },
  // At most one event roulette per event; the organisers' save upserts on it.
  (t) => [
    uniqueIndex('roulettes_one_per_event')
      .on(t.eventId)
      .where(sql`${t.battleId} is null`),
  ],
);
