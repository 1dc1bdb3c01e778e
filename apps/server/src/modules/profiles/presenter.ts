import { type Language, localized, type TPublicProfile, type TUserDetails } from '@artclash/contract';
import { placeIn } from '../users/index.ts';
import { profileImageMetaOf } from './profile-image.ts';
import type { UserWithPlace } from './queries.ts';

type NamedRow = { id: string; nameEn: string; nameJa: string };

/** A reference row as `{_id, [field]: name}` in the reply language (§3 Reference items: art_type, art_work, …). */
export const presentOption =
  <F extends string>(field: F, language: Language) =>
  (row: NamedRow) =>
    ({ _id: row.id, [field]: localized(language, row.nameEn, row.nameJa) }) as { _id: string } & Record<F, string>;

/** docs/decisions.md#10: a profile as others see it; never the e-mail, birth dates, school or team. */
export function presentPublicProfile(
  { user, cityEn, cityJa }: UserWithPlace,
  { language, uploads }: { language: Language; uploads: number },
): TPublicProfile {
  return {
    _id: user.id,
    username: user.username,
    nickname: user.nickname,
    bio: user.bio,
    ...placeIn(language, { country: user.country, city: user.city, cityEn, cityJa }),
    instagram_link: user.instagramLink,
    twitter_link: user.twitterLink,
    website_link: user.websiteLink,
    profileImage: user.profileImage,
    profileImageMeta: profileImageMetaOf(user),
    type: user.type,
    uploads,
    views: user.profileViews,
  };
}

export interface UserDetailsRows {
  found: UserWithPlace;
  artTypes: NamedRow[];
  artWorks: NamedRow[];
  participates: NamedRow[];
  communicates: NamedRow[];
  interestEvents: NamedRow[];
}

/** §3 User details in the reply language: never the password hash or reset codes. */
export function presentUserDetails(
  rows: UserDetailsRows,
  language: Language,
): Omit<TUserDetails, 'profileImageMeta' | 'uploads' | 'views'> {
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
