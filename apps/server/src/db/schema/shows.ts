import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { battles } from './battles.ts';
import { events } from './events.ts';

/** A keyword as the roulette draws it: English with its Japanese. */
export interface DrawnKeyword {
  eng: string;
  jap: string;
}

/**
 * The show of an event night, kept by the server so that every screen shows the same: the battle on
 * stage and the roulette's state. One row per event, made on the first control.
 */
export const shows = pgTable('shows', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** The battle the organiser put on stage, or null: the screens then follow the live one. */
  currentBattleId: uuid('current_battle_id').references(() => battles.id, { onDelete: 'set null' }),
  rouletteState: text('roulette_state', { enum: ['idle', 'spinning', 'stopped', 'locked'] })
    .notNull()
    .default('idle'),
  /** The battle the roulette is drawing for. */
  rouletteBattleId: uuid('roulette_battle_id').references(() => battles.id, { onDelete: 'set null' }),
  rouletteLeft: jsonb('roulette_left').$type<DrawnKeyword>(),
  rouletteRight: jsonb('roulette_right').$type<DrawnKeyword>(),
  rouletteChangedAt: instant('roulette_changed_at'),
});
