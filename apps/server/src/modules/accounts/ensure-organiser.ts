import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from './password-hash.ts';

export interface EnsureOrganiserOptions {
  db: Database;
  email: string;
  password: string;
}

/**
 * Decision 21: ADMIN_EMAIL + ADMIN_PASSWORD make sure that organiser exists at start. An existing
 * account with that e-mail (compared case-insensitively, like the unique index) becomes an
 * organiser and takes the configured password.
 */
export async function ensureOrganiser({ db, email, password }: EnsureOrganiserOptions): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ role: 'admin', passwordHash })
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .returning({ id: users.id });
    if (updated) return updated.id;
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, type: 'fan', role: 'admin', username: email.split('@')[0] ?? 'organiser' })
      .returning({ id: users.id });
    return created!.id;
  });
}
