import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { interestEvents } from './reference.ts';
import { users } from './users.ts';

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
