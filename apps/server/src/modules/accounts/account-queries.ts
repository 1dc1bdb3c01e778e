import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** What sign-in, onboarding and sessions need of an account; never more. */
export const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  passwordChangedAt: users.passwordChangedAt,
  type: users.type,
  role: users.role,
  accountStatus: users.accountStatus,
  loginStatus: users.loginStatus,
  username: users.username,
  profileImage: users.profileImage,
};

export type AccountRow = Pick<typeof users.$inferSelect, keyof typeof accountColumns>;

/** `email` must already be normalised (lower-cased, trimmed); the unique index is on lower(email). */
export async function accountByEmail({ db, email }: { db: Executor; email: string }): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return row;
}

export async function accountById({ db, id }: { db: Executor; id: string }): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type NewAccount = typeof users.$inferInsert;

/** The new account, or undefined when its e-mail is already taken (the unique index decides, race-free). */
export async function insertAccount({ db, values }: { db: Executor; values: NewAccount }): Promise<AccountRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(accountColumns);
  return row;
}
