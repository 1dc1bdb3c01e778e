import type { TReferenceList } from '@artclash/contract';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  artTypes,
  artWorks,
  cities,
  communicateOptions,
  type InterestKind,
  interestEvents,
  mediaTypes,
  participateOptions,
  posts,
  userEventInterests,
  userInterests,
  users,
} from '../../db/schema/index.ts';

/** One of the six lists with `{id, name_en, name_ja, position}`; cities add their country. */
type ReferenceTable = typeof artTypes;
type ListTable = ReferenceTable | typeof cities;

/** A stored item of a list, as the queries read it. */
export interface ReferenceRow {
  id: string;
  nameEn: string;
  nameJa: string;
  position: number;
  countryCode?: string | undefined;
}

/**
 * What a list is stored in and what points at its items (docs/product.md#rule-121): `inUse` counts
 * what its removal touches, `release` lets go of it inside the removal's transaction and answers
 * how many it touched.
 */
export interface ListSpec {
  table: ListTable;
  /** Cities only: the country column, which scopes names and is required. */
  countryCode?: typeof cities.countryCode;
  /** A count correlated with the list's table: select it beside the item's columns. */
  inUse: () => SQL<number>;
  release: (tx: Executor, item: ReferenceRow) => Promise<number>;
}

const counted = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** A profile-interest list (§2.9): users' choices point at it by kind and id, without a foreign key. */
const interestList = (table: ReferenceTable, kind: InterestKind): ListSpec => ({
  table,
  inUse: () =>
    counted(
      sql`select count(*) from ${userInterests} where ${userInterests.kind} = ${kind} and ${userInterests.optionId} = ${table.id}`,
    ),
  release: async (tx, item) =>
    (
      await tx
        .delete(userInterests)
        .where(and(eq(userInterests.kind, kind), eq(userInterests.optionId, item.id)))
        .returning({ userId: userInterests.userId })
    ).length,
});

/** The one count a `select count(*)` answers. */
const countOf = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0;

export const LIST_SPECS: Record<TReferenceList, ListSpec> = {
  'art-types': interestList(artTypes, 'art_types'),
  'art-works': interestList(artWorks, 'art_works'),
  participate: interestList(participateOptions, 'participates'),
  communicate: interestList(communicateOptions, 'communicates'),
  // Posts keep their media type's id with `on delete set null`: the removal itself lets go of them.
  'media-types': {
    table: mediaTypes,
    inUse: () => counted(sql`select count(*) from ${posts} where ${posts.mediaTypeId} = ${mediaTypes.id}`),
    release: (tx, item) => countOf(tx.select({ value: count() }).from(posts).where(eq(posts.mediaTypeId, item.id))),
  },
  // Park users' picks go with the item through their foreign key (on delete cascade).
  'interest-events': {
    table: interestEvents,
    inUse: () =>
      counted(
        sql`select count(*) from ${userEventInterests} where ${userEventInterests.interestEventId} = ${interestEvents.id}`,
      ),
    release: (tx, item) =>
      countOf(
        tx.select({ value: count() }).from(userEventInterests).where(eq(userEventInterests.interestEventId, item.id)),
      ),
  },
  // A profile names its city as text (§3 User details): removing the city leaves the name as the user wrote it
  // (docs/product.md#rule-122).
  cities: {
    table: cities,
    countryCode: cities.countryCode,
    inUse: () =>
      counted(sql`select count(*) from ${users} where ${users.city} in (${cities.nameEn}, ${cities.nameJa})`),
    release: (tx, item) =>
      countOf(
        tx
          .select({ value: count() })
          .from(users)
          .where(or(eq(users.city, item.nameEn), eq(users.city, item.nameJa))),
      ),
  },
};
