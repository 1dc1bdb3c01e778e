import { MAIN_TYPES, type TAccountType, type TRole } from '@artclash/contract';
import { and, type AnyColumn, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, users } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

/**
 * The cities reference row whose English or Japanese name is the stored city, as two columns of
 * the same query (a scalar subquery on a small table: no extra round trip, never stale).
 */
export const cityNameColumns = (city: AnyColumn) => {
  const name = (column: typeof cities.nameEn | typeof cities.nameJa) =>
    sql<
      string | null
    >`(select ${column} from ${cities} where ${cities.nameEn} = ${city} or ${cities.nameJa} = ${city} order by ${cities.countryCode}, ${cities.position} limit 1)`;
  return { cityEn: name(cities.nameEn), cityJa: name(cities.nameJa) };
};

/** The only user columns that are shown beside events and battles. */
export const publicUserColumns = {
  userId: users.id,
  username: users.username,
  profileImage: users.profileImage,
  country: users.country,
  city: users.city,
  loginStatus: users.loginStatus,
  ...cityNameColumns(users.city),
};

/** A stored city and its names in the cities table, when one matches. */
export interface CityNames {
  city: string;
  cityEn: string | null;
  cityJa: string | null;
}

/** One row selected with `publicUserColumns`. */
export interface PublicUserRow extends CityNames {
  userId: string;
  username: string;
  profileImage: string;
  country: string;
  loginStatus: string;
}

/** Which of `ids` are users' ids; a malformed id is simply not one (it never reaches the database). */
export async function existingUserIds({ db, ids }: { db: Executor; ids: readonly string[] }): Promise<string[]> {
  const wellFormed = ids.filter(isUuid);
  if (wellFormed.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, wellFormed));
  return rows.map((row) => row.id);
}

/** `text` as a LIKE pattern that matches it literally anywhere (its % _ and \ escaped). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Main accounts (fans and artists, never park sign-ups) whose username or e-mail contains `q`;
 * artists first, then by username; at most `limit`.
 */
export function usersMatching({
  db,
  q,
  limit,
}: {
  db: Executor;
  q: string;
  limit: number;
}): Promise<(PublicUserRow & { type: TAccountType; email: string | null })[]> {
  const matches = q ? or(ilike(users.username, containing(q)), ilike(users.email, containing(q))) : undefined;
  return db
    .select({ ...publicUserColumns, type: users.type, email: users.email })
    .from(users)
    .where(and(inArray(users.type, [...MAIN_TYPES]), matches))
    .orderBy(sql`${users.type} <> 'artist'`, asc(users.username))
    .limit(limit);
}

// Organisers (docs/product.md#rule-112)

/** The columns of the console's Organisers screen. */
const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  type: users.type,
  role: users.role,
};
export interface AccountRoleRow {
  id: string;
  username: string;
  email: string | null;
  type: TAccountType;
  role: TRole;
}

/** Accounts whose username or e-mail contains `q`, of one role or both: organisers first, then by username. */
export async function accountsMatching(options: {
  db: Executor;
  q: string;
  role: TRole | undefined;
  limit: number;
  offset: number;
}): Promise<{ rows: AccountRoleRow[]; total: number }> {
  const { db, q, role, limit, offset } = options;
  const where = and(
    q ? or(ilike(users.username, containing(q)), ilike(users.email, containing(q))) : undefined,
    role ? eq(users.role, role) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .where(where)
      .orderBy(sql`${users.role} <> 'admin'`, asc(users.username), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function organiserCount({ db }: { db: Executor }): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
  return counted?.total ?? 0;
}

/** The organisers' ids, their rows locked until the transaction ends: two demotions at once are decided one after the other. */
export async function lockOrganisers({ db }: { db: Executor }): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.map((row) => row.id);
}

/** One account by id or by e-mail (case-insensitive, like the unique index). */
export async function accountFor({
  db,
  account,
}: {
  db: Executor;
  account: { id: string } | { email: string };
}): Promise<AccountRoleRow | undefined> {
  const where =
    'id' in account ? eq(users.id, account.id) : eq(sql`lower(${users.email})`, account.email.toLowerCase());
  const [row] = await db.select(accountColumns).from(users).where(where).limit(1);
  return row;
}

export async function updateRole({
  db,
  userId,
  role,
}: {
  db: Executor;
  userId: string;
  role: TRole;
}): Promise<AccountRoleRow | undefined> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning(accountColumns);
  return row;
}
