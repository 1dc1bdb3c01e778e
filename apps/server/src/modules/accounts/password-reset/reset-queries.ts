import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { passwordResets } from '../../../db/schema.ts';

export type ResetRow = typeof passwordResets.$inferSelect;

/** The user's newest code that was neither verified nor used. */
export async function pendingReset({ db, userId }: { db: Executor; userId: string }): Promise<ResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.verifiedAt), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

export async function latestResetAt({ db, userId }: { db: Executor; userId: string }): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** A new code replaces every earlier one that is still open. */
export async function replaceResetCode(options: { db: Executor; userId: string; codeHash: string; now: Date; expiresAt: Date }) {
  const { db, userId, codeHash, now, expiresAt } = options;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId, codeHash, expiresAt, createdAt: now });
}

/** Counts one wrong try atomically and answers the new count. */
export async function countWrongTry({ db, id }: { db: Executor; id: string }): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ failedAttempts: passwordResets.failedAttempts });
  return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
}
