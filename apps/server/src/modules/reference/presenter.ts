import {
  type Language,
  localized,
  type TAdminReferenceItem,
  type TAdminTag,
  type TNamedItem,
} from '@artclash/contract';
import type { ReferenceItemRow } from './queries.ts';

/** A bilingual reference row as `{_id, name}`, named in the reply language (§3 Reference items). */
export const presentNamedItem =
  (language: Language) =>
  (row: { id: string; nameEn: string; nameJa: string }): TNamedItem => ({
    _id: row.id,
    name: localized(language, row.nameEn, row.nameJa),
  });

/** An item as the console edits it: both names, its place, a city's country and what uses it (docs/product.md#rule-121). */
export const presentAdminItem = (row: ReferenceItemRow): TAdminReferenceItem => ({
  _id: row.id,
  name_eng: row.nameEn,
  name_jap: row.nameJa,
  position: row.position,
  ...(row.countryCode !== undefined && { country_code: row.countryCode }),
  in_use: row.inUse,
});

/** A tag with the number of posts that carry it. */
export const presentAdminTag = (row: { id: string; name: string; posts: number }): TAdminTag => ({
  _id: row.id,
  name: row.name,
  posts: row.posts,
});
