import type { Language, TNamedItem } from '@artclash/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, interestEvents } from '../../db/schema.ts';

const named = (language: Language) => (row: { id: string; nameEn: string; nameJa: string }): TNamedItem => ({
  _id: row.id,
  name: language === 'en' ? row.nameEn : row.nameJa,
});

export async function allInterestEvents({ db, language }: { db: Executor; language: Language }): Promise<TNamedItem[]> {
  const rows = await db.select().from(interestEvents).orderBy(asc(interestEvents.position), asc(interestEvents.nameEn));
  return rows.map(named(language));
}

/** Cities, optionally of one country (ISO alpha-2). */
export async function allCities({ db, language, country }: { db: Executor; language: Language; country?: string | undefined }): Promise<TNamedItem[]> {
  const rows = await db
    .select()
    .from(cities)
    .where(country ? eq(cities.countryCode, country.toUpperCase()) : undefined)
    .orderBy(asc(cities.countryCode), asc(cities.position), asc(cities.nameEn));
  return rows.map(named(language));
}
