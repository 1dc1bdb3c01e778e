import type { InterestKind } from '../../db/schema/index.ts';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cityNameColumns } from '../users/index.ts';
import {
  artTypes,
  artWorks,
  battles,
  communicateOptions,
  events,
  interestEvents,
  mediaTypes,
  participateOptions,
  posts,
  postTags,
  profileViews,
  tags,
  userEventInterests,
  userInterests,
  users,
  votes,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** The option list behind each kind of interest (§2.9 User Interests). */
const OPTION_TABLES = {
  art_types: artTypes,
  art_works: artWorks,
  participates: participateOptions,
  communicates: communicateOptions,
} as const;

export async function userById({ db, userId }: { db: Executor; userId: string }): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** An account with the names of its city in both languages (when the cities list has it). */
export async function userWithPlace({ db, userId }: { db: Executor; userId: string }) {
  const [row] = await db
    .select({ user: users, ...cityNameColumns(users.city) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type UserWithPlace = NonNullable<Awaited<ReturnType<typeof userWithPlace>>>;

/** The options of one kind the user chose, in the options' order (§3 User details). */
export function chosenOptionRows({ db, userId, kind }: { db: Executor; userId: string; kind: InterestKind }) {
  const table = OPTION_TABLES[kind];
  return db
    .select({ id: table.id, nameEn: table.nameEn, nameJa: table.nameJa })
    .from(userInterests)
    .innerJoin(table, eq(table.id, userInterests.optionId))
    .where(and(eq(userInterests.userId, userId), eq(userInterests.kind, kind)))
    .orderBy(table.position);
}

/** The park user's chosen interest events (§2.7 select-events). */
export const chosenInterestEventRows = ({ db, userId }: { db: Executor; userId: string }) =>
  db
    .select({ id: interestEvents.id, nameEn: interestEvents.nameEn, nameJa: interestEvents.nameJa })
    .from(userEventInterests)
    .innerJoin(interestEvents, eq(interestEvents.id, userEventInterests.interestEventId))
    .where(eq(userEventInterests.userId, userId))
    .orderBy(interestEvents.position);

export async function updateUser({
  db,
  userId,
  values,
}: {
  db: Executor;
  userId: string;
  values: Partial<typeof users.$inferInsert>;
}): Promise<void> {
  if (Object.keys(values).length) await db.update(users).set(values).where(eq(users.id, userId));
}

/** Which of `ids` are options of `kind`. */
export async function optionIdsIn({
  db,
  kind,
  ids,
}: {
  db: Executor;
  kind: InterestKind;
  ids: string[];
}): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = OPTION_TABLES[kind];
  return new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id));
}

export async function replaceInterests({
  db,
  userId,
  kind,
  optionIds,
}: {
  db: Executor;
  userId: string;
  kind: InterestKind;
  optionIds: string[];
}): Promise<void> {
  await db.delete(userInterests).where(and(eq(userInterests.userId, userId), eq(userInterests.kind, kind)));
  if (optionIds.length)
    await db.insert(userInterests).values(optionIds.map((optionId) => ({ userId, kind, optionId })));
}

/** A reference list in its order (§3 Reference items). */
export const referenceRows = ({ db, list }: { db: Executor; list: InterestKind | 'media_types' }) => {
  const table = list === 'media_types' ? mediaTypes : OPTION_TABLES[list];
  return db.select().from(table).orderBy(asc(table.position), asc(table.nameEn));
};

/**
 * The tags a user may pick from (docs/product.md#rule-317): those of a Public post, and those of the user's own
 * posts; a word typed on someone's Private or Judges/Sponsors post stays theirs.
 */
export const tagRows = ({ db, viewerId }: { db: Executor; viewerId: string }) =>
  db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      sql`exists (select 1 from ${postTags} join ${posts} on ${posts.id} = ${postTags.postId}
                  where ${postTags.tagId} = ${tags.id}
                    and (${posts.visibilitySettings} = 'Public' or ${posts.userId} = ${viewerId}))`,
    )
    .orderBy(asc(sql`lower(${tags.name})`));

/**
 * Records that `viewerId` viewed `profileId`'s profile on `day`, once per viewer and day: the row is
 * new only the first time, and only then does the profile's count rise (one statement, so both or neither).
 * Whether this view counted.
 */
export async function recordProfileView({
  db,
  profileId,
  viewerId,
  day,
}: {
  db: Executor;
  profileId: string;
  viewerId: string;
  day: string;
}): Promise<boolean> {
  const result = await db.execute(sql`
    with recorded as (
      insert into ${profileViews} (profile_id, viewer_id, day) values (${profileId}, ${viewerId}, ${day})
      on conflict do nothing returning profile_id
    )
    update ${users} set profile_views = ${users.profileViews} + 1 where ${users.id} in (select profile_id from recorded) returning ${users.id}`);
  return rowsOf(result).length > 0;
}

/** A voter's votes, latest first, with the battle's names and the receiver's public face. */
export const votesOf = ({ db, voterId }: { db: Executor; voterId: string }) =>
  db
    .select({
      eventId: votes.eventId,
      battleId: votes.battleId,
      battleName: battles.battleName,
      battleNameJap: battles.battleNameJap,
      battleStatus: battles.battleStatus,
      winnerId: battles.winnerId,
      draw: battles.draw,
      receiverId: votes.receiverId,
      username: users.username,
      profileImage: users.profileImage,
      country: users.country,
      city: users.city,
      ...cityNameColumns(users.city),
      votedAt: votes.updatedAt,
    })
    .from(votes)
    .innerJoin(battles, eq(battles.id, votes.battleId))
    .innerJoin(users, eq(users.id, votes.receiverId))
    .where(eq(votes.voterId, voterId))
    .orderBy(desc(votes.updatedAt));

/**
 * The battles `userId` played to the end (docs/product.md#rule-379), the latest event first and each event's
 * battles in their order, with the event's titles and the other player's public columns (null when gone).
 */
export function battlesPlayedBy({ db, userId }: { db: Executor; userId: string }) {
  const opponent = alias(users, 'opponent');
  const opponentId = sql`case when ${battles.player1Id} = ${userId} then ${battles.player2Id} else ${battles.player1Id} end`;
  return db
    .select({
      battleId: battles.id,
      battleName: battles.battleName,
      battleNameJap: battles.battleNameJap,
      status: battles.battleStatus,
      winnerId: battles.winnerId,
      draw: battles.draw,
      eventId: events.id,
      titleEng: events.titleEng,
      titleJap: events.titleJap,
      opponent: {
        userId: opponent.id,
        username: opponent.username,
        profileImage: opponent.profileImage,
        country: opponent.country,
        city: opponent.city,
        loginStatus: opponent.loginStatus,
        ...cityNameColumns(opponent.city),
      },
    })
    .from(battles)
    .innerJoin(events, eq(events.id, battles.eventId))
    .leftJoin(opponent, eq(opponent.id, opponentId))
    .where(and(or(eq(battles.player1Id, userId), eq(battles.player2Id, userId)), eq(battles.battleStatus, 'complete')))
    .orderBy(sql`${events.startsAt} desc nulls last`, asc(events.id), asc(battles.position), asc(battles.createdAt));
}
