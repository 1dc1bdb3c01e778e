import { type Language, localized } from '@artclash/contract';

/** A reference item's name in the reply language (§1: English for 'en', Japanese otherwise). */
export const localizedName = (language: Language, row: { nameEn: string; nameJa: string }): string =>
  localized(language, row.nameEn, row.nameJa);
