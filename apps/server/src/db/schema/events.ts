import {
  DEFAULT_PROJECTOR_LANGUAGE,
  DEFAULT_TIMEZONE,
  DEFAULT_VOTING_RULE,
  PROJECTOR_LANGUAGES,
  VOTING_RULES,
} from '@artclash/contract/values';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';
import { users } from './users.ts';

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
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    /** Home tab (Tokyo, Taiwan, Hong Kong, Seoul, Singapore) or ''. */
    city: text('city').notNull().default(''),
    /** Where it happens, in both languages; '' when not told (docs/product.md#rule-67). */
    venueNameEng: text('venue_name_eng').notNull().default(''),
    venueNameJap: text('venue_name_jap').notNull().default(''),
    venueAddressEng: text('venue_address_eng').notNull().default(''),
    venueAddressJap: text('venue_address_jap').notNull().default(''),
    /** Raised by every organiser write; a save that names an older one is refused (docs/product.md#rule-68). */
    version: integer('version').notNull().default(1),
    /** Who may vote: the contract's registry of voting rules (docs/decisions.md#333). */
    votingRule: text('voting_rule', { enum: VOTING_RULES }).notNull().default(DEFAULT_VOTING_RULE),
    /** Voting closes by itself when a battle's time is up (docs/decisions.md#396). */
    autoCloseVoting: boolean('auto_close_voting').notNull().default(false),
    /** The projector's language: English, Japanese or both (docs/product.md#rule-397). */
    projectorLanguage: text('projector_language', { enum: PROJECTOR_LANGUAGES })
      .notNull()
      .default(DEFAULT_PROJECTOR_LANGUAGE),
    /** A rehearsal's throwaway event (`npm run rehearsal`): reachable by its id, in no public list. */
    rehearsal: boolean('rehearsal').notNull().default(false),
    /** The last sequence number of the event's log (docs/decisions.md#405): raised, under the row's lock, by each append. */
    logSeq: integer('log_seq').notNull().default(0),
    /** The most viewers its live stream had at once over every process, and when (docs/decisions.md#424). */
    peakViewers: integer('peak_viewers').notNull().default(0),
    peakViewersAt: instant('peak_viewers_at'),
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
