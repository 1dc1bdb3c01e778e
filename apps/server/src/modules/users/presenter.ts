import { type Language, localized, type TPublicUser } from '@artclash/contract';
import { countryNameIn } from '../reference/index.ts';
import type { CityNames, PublicUserRow } from './queries.ts';

/** A user's stored country and city in the reply language (stored text when nothing matches). */
export const placeIn = (
  language: Language,
  row: CityNames & { country: string },
): { country: string; city: string } => ({
  country: countryNameIn(language, row.country),
  city: row.cityEn && row.cityJa ? localized(language, row.cityEn, row.cityJa) : row.city,
});

export const presentPublicUser = (row: PublicUserRow, language: Language): TPublicUser => ({
  _id: row.userId,
  username: row.username,
  profileImage: row.profileImage,
  ...placeIn(language, row),
});
