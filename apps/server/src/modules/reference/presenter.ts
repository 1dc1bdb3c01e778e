import { type Language, localized, type TNamedItem } from '@artclash/contract';

/** A bilingual reference row as `{_id, name}`, named in the reply language (§3 Reference items). */
export const presentNamedItem = (language: Language) => (row: { id: string; nameEn: string; nameJa: string }): TNamedItem => ({
  _id: row.id,
  name: localized(language, row.nameEn, row.nameJa),
});
