import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/**
 * The throwaway accounts (fans and players) of a rehearsal (`npm run rehearsal`, docs/operations.md "Event night"): each votes
 * only in its own rehearsal event and is deleted with it, so no rehearsal vote ever counts anywhere else.
 */
export const rehearsalAccounts = pgTable('rehearsal_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
});
