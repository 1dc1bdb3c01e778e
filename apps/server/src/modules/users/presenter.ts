import { type Language, localized, type TAdminAccount, type TPublicUser } from '@artclash/contract';
import { countryNameIn } from '../reference/index.ts';
import type { AccountRoleRow, CityNames, PublicUserRow } from './queries.ts';

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

/** An account on the console's Organisers screen (docs/product.md#rule-112); one without an e-mail (LINE) shows ''. */
export const presentAccount = ({ id, username, email, type, role }: AccountRoleRow): TAdminAccount => ({
  _id: id,
  username,
  email: email ?? '',
  type,
  role,
});
