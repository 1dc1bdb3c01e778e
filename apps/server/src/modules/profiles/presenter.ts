import {
  type Language,
  localized,
  resultFor,
  type TProfileBattle,
  type TPublicProfile,
  type TUserDetails,
} from '@artclash/contract';
import { placeIn, presentPublicUser } from '../users/index.ts';
import { profileImageMetaOf } from './profile-image.ts';
import type { battlesPlayedBy, UserWithPlace } from './queries.ts';

type PlayedRow = Awaited<ReturnType<typeof battlesPlayedBy>>[number];

/**
 * A profile's record as a player (docs/product.md#rule-379): each battle played to the end with its result for
 * the owner, and the counts of battles, wins and events.
 */
function presentRecord(userId: string, rows: PlayedRow[], language: Language) {
  const battles: TProfileBattle[] = rows.flatMap((row) => {
    const result = resultFor(userId, row);
    if (!result) return [];
    return [
      {
        _id: row.battleId,
        battle_name: language === 'ja' && row.battleNameJap ? row.battleNameJap : row.battleName,
        event: { _id: row.eventId, title_eng: row.titleEng, title_jap: row.titleJap },
        opponent: row.opponent && presentPublicUser(row.opponent, language),
        result,
      },
    ];
  });
  return {
    battle_record: {
      battles: battles.length,
      wins: battles.filter((battle) => battle.result === 'won').length,
      events: new Set(battles.map((battle) => battle.event._id)).size,
    },
    battles,
  };
}

type NamedRow = { id: string; nameEn: string; nameJa: string };

/** A reference row as `{_id, [field]: name}` in the reply language (§3 Reference items: art_type, art_work, …). */
export const presentOption =
  <F extends string>(field: F, language: Language) =>
  (row: NamedRow) =>
    ({ _id: row.id, [field]: localized(language, row.nameEn, row.nameJa) }) as { _id: string } & Record<F, string>;

/** docs/product.md#rule-10: a profile as others see it; never the e-mail, birth dates, school or team. */
export function presentPublicProfile(
  { user, cityEn, cityJa }: UserWithPlace,
  { language, uploads, played }: { language: Language; uploads: number; played: PlayedRow[] },
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
    ...presentRecord(user.id, played, language),
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
