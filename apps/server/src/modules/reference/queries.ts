import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, interestEvents } from '../../db/schema/index.ts';

export const interestEventRows = ({ db }: { db: Executor }) =>
  db.select().from(interestEvents).orderBy(asc(interestEvents.position), asc(interestEvents.nameEn));

/** Cities, optionally of one country (ISO alpha-2). */
export const cityRows = ({ db, country }: { db: Executor; country?: string | undefined }) =>
  db
    .select()
    .from(cities)
    .where(country ? eq(cities.countryCode, country.toUpperCase()) : undefined)
    .orderBy(asc(cities.countryCode), asc(cities.position), asc(cities.nameEn));
