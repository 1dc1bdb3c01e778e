import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** Reference lists (§3 Reference items), each name in both languages. */
const referenceTable = (name: string) =>
  pgTable(name, {
    id: id(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    position: integer('position').notNull().default(0),
  });

export const artTypes = referenceTable('art_types');
export const artWorks = referenceTable('art_works');
export const participateOptions = referenceTable('participate_options');
export const communicateOptions = referenceTable('communicate_options');
export const mediaTypes = referenceTable('media_types');
export const interestEvents = referenceTable('interest_events');

export const cities = pgTable(
  'cities',
  {
    id: id(),
    /** ISO 3166-1 alpha-2 code of the city's country. */
    countryCode: text('country_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('cities_country_idx').on(t.countryCode)],
);
