export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ja';
}

/** Spec §1: the English variant when the language is 'en', the Japanese variant otherwise. */
export function localized(language: string, english: string, japanese: string): string {
  return language === 'en' ? english : japanese;
}

/** A battle's name in a language: its Japanese name is optional, the English one stands in (docs/product.md#rule-69). */
export function battleNameIn(language: string, battle: { battle_name: string; battle_name_jap: string }): string {
  return localized(language, battle.battle_name, battle.battle_name_jap || battle.battle_name);
}

/** docs/product.md#rule-13: the stored choice, else the browser's language when it starts with 'en', else 'ja'. */
export function initialLanguage(stored: string | null | undefined, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('en') ? 'en' : 'ja';
}

/** The server's reply language: the first tag of Accept-Language; Japanese is the fallback (§9). */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ja';
}
