import { type Language, localized, type TPublicProfile } from '@artclash/contract';
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
export function presentPublicProfile({ user, cityEn, cityJa }: UserWithPlace, { language, uploads }: { language: Language; uploads: number }): TPublicProfile {
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
