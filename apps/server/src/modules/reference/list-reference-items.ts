import type { Language, TNamedItem } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { allCountries } from './countries.ts';
import { presentNamedItem } from './presenter.ts';
import { cityRows, interestEventRows } from './queries.ts';

/** The park's interest events (§2.7 select-events), in the reply language. */
export const listInterestEvents = async ({
  db,
  language,
}: {
  db: Executor;
  language: Language;
}): Promise<TNamedItem[]> => (await interestEventRows({ db })).map(presentNamedItem(language));

/** Cities, optionally of one country, in the reply language. */
export const listCities = async ({
  db,
  language,
  country,
}: {
  db: Executor;
  language: Language;
  country?: string | undefined;
}): Promise<TNamedItem[]> => (await cityRows({ db, country })).map(presentNamedItem(language));

/** Every ISO 3166-1 country, named and sorted in the reply language. */
export const listCountries = ({ language }: { language: Language }): TNamedItem[] => allCountries(language);
