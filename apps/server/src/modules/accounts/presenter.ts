import { type Language, localized, type TSessionUser, type TUserDetails, UNVERIFIED_MESSAGE } from '@artclash/contract';
import { placeIn } from '../users/index.ts';
import type { AccountRow, UserWithCityNames } from './queries.ts';

/** The stored-session user of §3 (plus role); an account without an e-mail (LINE) shows ''. */
export const presentSessionUser = (row: AccountRow): TSessionUser => ({
  _id: row.id,
  username: row.username,
  email: row.email ?? '',
  profileImage: row.profileImage,
  type: row.type,
  role: row.role,
});

type NamedRow = { id: string; nameEn: string; nameJa: string };

export interface UserDetailsRows {
  found: UserWithCityNames;
  artTypes: NamedRow[];
  artWorks: NamedRow[];
  participates: NamedRow[];
  communicates: NamedRow[];
  interestEvents: NamedRow[];
}

/** §3 User details in the reply language: never the password hash or reset codes. */
export function presentUserDetails(rows: UserDetailsRows, language: Language): Omit<TUserDetails, 'profileImageMeta' | 'uploads' | 'views'> {
  const { found, artTypes, artWorks, participates, communicates, interestEvents } = rows;
  const { user } = found;
  const name = (row: NamedRow) => localized(language, row.nameEn, row.nameJa);
  return {
    _id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? '',
    ...placeIn(language, { country: user.country, city: user.city, cityEn: found.cityEn, cityJa: found.cityJa }),
    instagram_link: user.instagramLink,
    twitter_link: user.twitterLink,
    website_link: user.websiteLink,
    school: user.school,
    team_name: user.teamName,
    bio: user.bio,
    profileImage: user.profileImage,
    status: user.loginStatus,
    type: user.type,
    role: user.role,
    art_types: artTypes.map((row) => ({ _id: row.id, art_type: name(row) })),
    art_works: artWorks.map((row) => ({ _id: row.id, art_work: name(row) })),
    participates: participates.map((row) => ({ _id: row.id, participate: name(row) })),
    communicates: communicates.map((row) => ({ _id: row.id, communicate: name(row) })),
    event_interests: interestEvents.map((row) => ({ _id: row.id, name: name(row) })),
  };
}

/** Login's reply for a park account still onboarding: the fixed message the web app recognises (docs/decisions.md#19). */
export const presentUnverifiedLogin = (row: AccountRow) => ({ status: 1 as const, message: UNVERIFIED_MESSAGE as typeof UNVERIFIED_MESSAGE, userID: row.id, type: row.type });
