import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A random uuid primary key named `id`. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** An instant, stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
