import type { Language, TUserDetails } from '@artclash/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { artTypes, artWorks, communicateOptions, interestEvents, participateOptions, userEventInterests, userInterests, users } from '../../db/schema.ts';
import { cityNameColumns, placeIn } from '../users/public-user.ts';
import { localizedName } from './localized-name.ts';

export interface UserDetailsOptions {
  db: Database;
  userId: string;
  language: Language;
}

const OPTION_TABLES = { art_types: artTypes, art_works: artWorks, participates: participateOptions, communicates: communicateOptions };

async function chosenOptions(db: Database, userId: string, kind: keyof typeof OPTION_TABLES, language: Language) {
  const table = OPTION_TABLES[kind];
  const rows = await db
    .select({ id: table.id, nameEn: table.nameEn, nameJa: table.nameJa })
    .from(userInterests)
    .innerJoin(table, eq(table.id, userInterests.optionId))
    .where(and(eq(userInterests.userId, userId), eq(userInterests.kind, kind)))
    .orderBy(table.position);
  return rows.map((row) => ({ _id: row.id, name: localizedName(language, row) }));
}

/** §3 User details of one account, never its password hash or reset codes; undefined when it does not exist. */
export async function userDetails({ db, userId, language }: UserDetailsOptions): Promise<TUserDetails | undefined> {
  const [found] = await db.select({ user: users, ...cityNameColumns(users.city) }).from(users).where(eq(users.id, userId)).limit(1);
  if (!found) return undefined;
  const { user } = found;
  const [art_types, art_works, participates, communicates] = await Promise.all(
    (['art_types', 'art_works', 'participates', 'communicates'] as const).map((kind) => chosenOptions(db, userId, kind, language)),
  );
  const events = await db
    .select({ id: interestEvents.id, nameEn: interestEvents.nameEn, nameJa: interestEvents.nameJa })
    .from(userEventInterests)
    .innerJoin(interestEvents, eq(interestEvents.id, userEventInterests.interestEventId))
    .where(eq(userEventInterests.userId, userId))
    .orderBy(interestEvents.position);
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
    art_types: (art_types ?? []).map(({ _id, name }) => ({ _id, art_type: name })),
    art_works: (art_works ?? []).map(({ _id, name }) => ({ _id, art_work: name })),
    participates: (participates ?? []).map(({ _id, name }) => ({ _id, participate: name })),
    communicates: (communicates ?? []).map(({ _id, name }) => ({ _id, communicate: name })),
    event_interests: events.map((row) => ({ _id: row.id, name: localizedName(language, row) })),
  };
}
