import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { createdAt, id, instant } from './columns.ts';
import { events } from './events.ts';
import { users } from './users.ts';

/** One vote per user per battle (docs/product.md#rule-17), moved by update while voting is on. */
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
    /** Where the vote came from (docs/decisions.md#307): the browser's voter cookie (null without one), an HMAC of its address. */
    deviceId: text('device_id'),
    /** Cast with the event's room pass, from the room; false for a vote from elsewhere (docs/decisions.md#333). */
    inRoom: boolean('in_room').notNull().default(false),
    addressHash: text('address_hash'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('votes_one_per_user_per_battle').on(t.battleId, t.voterId),
    index('votes_battle_receiver_idx').on(t.battleId, t.receiverId),
    index('votes_voter_idx').on(t.voterId),
  ],
);

/**
 * Each battle's votes per receiver, kept by the votes table's triggers in the statement that writes the votes
 * (migration 0019_vote-path, docs/decisions.md#430): voteCounts reads two rows, never every vote of the battle.
 */
export const voteTallies = pgTable(
  'vote_tallies',
  {
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').notNull(),
    votes: integer('votes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.receiverId] })],
);
