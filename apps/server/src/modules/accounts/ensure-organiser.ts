import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export interface EnsureOrganiserOptions {
  db: Database;
  email: string;
  password: string;
  now?: Date;
}

/**
 * Decision 21: ADMIN_EMAIL + ADMIN_PASSWORD make sure that organiser exists at start. An existing
 * account with that e-mail (compared case-insensitively, like the unique index) becomes an
 * organiser and takes the configured password. The password is only rewritten when it differs, so
 * a restart keeps the organiser's sessions; a changed one ends them (decision 23).
 */
export async function ensureOrganiser({ db, email, password, now = new Date() }: EnsureOrganiserOptions): Promise<string> {
  const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [existing] = await db.select({ passwordHash: users.passwordHash }).from(users).where(sameEmail).limit(1);
  const unchanged = existing?.passwordHash ? await verifyPassword(existing.passwordHash, password) : false;
  const passwordHash = unchanged ? undefined : await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ role: 'admin', ...(passwordHash && { passwordHash, passwordChangedAt: now }) })
      .where(sameEmail)
      .returning({ id: users.id });
    if (updated) return updated.id;
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash: passwordHash ?? (await hashPassword(password)), type: 'fan', role: 'admin', username: email.split('@')[0] ?? 'organiser' })
      .returning({ id: users.id });
    return created!.id;
  });
}
