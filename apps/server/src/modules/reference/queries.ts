import { and, asc, count, eq, ilike, max, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, interestEvents, postTags, tags } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ListSpec, ReferenceRow } from './list-queries.ts';

/** An item of a list and how many users (or posts) use it. */
export interface ReferenceItemRow extends ReferenceRow {
  inUse: number;
}

export const interestEventRows = ({ db }: { db: Executor }) =>
  db.select().from(interestEvents).orderBy(asc(interestEvents.position), asc(interestEvents.nameEn));

/** Cities, optionally of one country (ISO alpha-2). */
export const cityRows = ({ db, country }: { db: Executor; country?: string | undefined }) =>
  db
    .select()
    .from(cities)
    .where(country ? eq(cities.countryCode, country.toUpperCase()) : undefined)
    .orderBy(asc(cities.countryCode), asc(cities.position), asc(cities.nameEn));

/** The columns of a list's items, with what uses each (the console's reply, docs/product.md#rule-121). */
const itemColumns = (spec: ListSpec) => {
  const { table } = spec;
  return {
    id: table.id,
    nameEn: table.nameEn,
    nameJa: table.nameJa,
    position: table.position,
    ...(spec.countryCode && { countryCode: spec.countryCode }),
    inUse: spec.inUse(),
  };
};

const listOrder = (spec: ListSpec) => [
  ...(spec.countryCode ? [asc(spec.countryCode)] : []),
  asc(spec.table.position),
  asc(spec.table.nameEn),
];

/** Every item of a list in its shown order, with what uses each. */
export const referenceItemRows = ({ db, spec }: { db: Executor; spec: ListSpec }): Promise<ReferenceItemRow[]> =>
  db
    .select(itemColumns(spec))
    .from(spec.table)
    .orderBy(...listOrder(spec));

/** One item of a list with what uses it, or undefined (a malformed id included). */
export async function referenceItemRow({
  db,
  spec,
  itemId,
}: {
  db: Executor;
  spec: ListSpec;
  itemId: string;
}): Promise<ReferenceItemRow | undefined> {
  if (!isUuid(itemId)) return undefined;
  const [row] = await db.select(itemColumns(spec)).from(spec.table).where(eq(spec.table.id, itemId)).limit(1);
  return row;
}

/**
 * Another item of the list with the same English or Japanese name, case aside (docs/product.md#rule-121);
 * for cities, in the same country.
 */
export async function itemNamedLike({
  db,
  spec,
  itemId,
  nameEn,
  nameJa,
  countryCode,
}: {
  db: Executor;
  spec: ListSpec;
  itemId?: string;
  nameEn: string;
  nameJa: string;
  countryCode?: string | undefined;
}) {
  const { table } = spec;
  const [row] = await db
    .select({ nameEn: table.nameEn, nameJa: table.nameJa })
    .from(table)
    .where(
      and(
        itemId ? ne(table.id, itemId) : undefined,
        spec.countryCode && countryCode ? eq(spec.countryCode, countryCode) : undefined,
        or(sql`lower(${table.nameEn}) = lower(${nameEn})`, sql`lower(${table.nameJa}) = lower(${nameJa})`),
      ),
    )
    .limit(1);
  return row;
}

/** The next position at the end of a list. */
export async function nextPosition({ db, spec }: { db: Executor; spec: ListSpec }): Promise<number> {
  const [row] = await db.select({ last: max(spec.table.position) }).from(spec.table);
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/**
 * Makes the list's writers take turns until the transaction ends, so two organisers adding the same
 * name at once cannot both pass the duplicate check (docs/product.md#rule-121).
 */
export async function lockList({ tx, list }: { tx: Executor; list: string }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reference:${list}`}))`);
}

/** `text` as a LIKE pattern that matches it literally anywhere (the users module's helper; importing it would close a cycle). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const tagColumns = {
  id: tags.id,
  name: tags.name,
  posts: sql<number>`(select count(*) from ${postTags} where ${postTags.tagId} = ${tags.id})`.mapWith(Number),
};

/** Tags whose name contains `q` (case aside), by name, one page, and how many there are. */
export async function tagPage({ db, q, offset, limit }: { db: Executor; q: string; offset: number; limit: number }) {
  const matching = q ? ilike(tags.name, containing(q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(tagColumns)
      .from(tags)
      .where(matching)
      .orderBy(sql`lower(${tags.name})`, asc(tags.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(tags).where(matching),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One tag with its post count, or undefined (a malformed id included). */
export async function tagRow({ db, tagId }: { db: Executor; tagId: string }) {
  if (!isUuid(tagId)) return undefined;
  const [row] = await db.select(tagColumns).from(tags).where(eq(tags.id, tagId)).limit(1);
  return row;
}

/** Another tag called `name`, case aside. */
export async function otherTagNamed({ db, tagId, name }: { db: Executor; tagId: string; name: string }) {
  const [row] = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(ne(tags.id, tagId), sql`lower(${tags.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** Gives the tag a new name; false when there is no such tag. A name another tag has fails on the unique index. */
export async function setTagName({ db, tagId, name }: { db: Executor; tagId: string; name: string }): Promise<boolean> {
  const [renamed] = await db.update(tags).set({ name }).where(eq(tags.id, tagId)).returning({ id: tags.id });
  return renamed !== undefined;
}
