import type { Language, TNamedItem } from '@artclash/contract';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' };

countries.registerLocale(en);
countries.registerLocale(ja);

const cache = new Map<Language, TNamedItem[]>();

/** Every ISO 3166-1 country: `_id` is the alpha-2 code, named and sorted in the reply language. */
export function allCountries(language: Language): TNamedItem[] {
  let list = cache.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = Object.entries(countries.getNames(language, { select: 'official' }))
      .map(([code, name]) => ({ _id: code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, list);
  }
  return list;
}

/**
 * A stored country name shown in the reply language: the ISO code is found from the name in
 * either language; a name already in the reply language is kept as the user wrote it; text that
 * names no country comes back unchanged.
 */
export function countryNameIn(language: Language, stored: string): string {
  const name = stored.trim();
  if (!name || countries.getAlpha2Code(name, language)) return stored;
  const code = countries.getAlpha2Code(name, 'en') ?? countries.getAlpha2Code(name, 'ja');
  return (code && countries.getName(code, language)) || stored;
}

/** Whether `code` is an ISO 3166-1 alpha-2 country code (either case). */
export const isCountryCode = (code: string): boolean =>
  countries.isValid(code.toUpperCase()) && /^[A-Za-z]{2}$/.test(code);
