import type { TSocialProvider } from '@artclash/contract';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { interestEvents, passwordResets, userEventInterests, userIdentities, users } from '../../db/schema/index.ts';
import { RESET_RULES } from './reset-rules.ts';

// Accounts

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
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

export async function accountById({ db, id }: { db: Executor; id: string }): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type NewAccount = typeof users.$inferInsert;

/** The new account, or undefined when its e-mail is already taken (the unique index decides, race-free). */
export async function insertAccount({
  db,
  values,
}: {
  db: Executor;
  values: NewAccount;
}): Promise<AccountRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(accountColumns);
  return row;
}

/** The account with this e-mail (compared lower-cased, like the unique index) becomes an organiser; its id, if it exists. */
export async function promoteToOrganiser(options: {
  db: Executor;
  email: string;
  passwordHash: string | undefined;
  now: Date;
}): Promise<string | undefined> {
  const { db, email, passwordHash, now } = options;
  const [row] = await db
    .update(users)
    .set({ role: 'admin', ...(passwordHash && { passwordHash, passwordChangedAt: now }) })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ id: users.id });
  return row?.id;
}

// Park onboarding (§4 Park registration)

/** Which of `ids` are interest events. */
export const interestEventIdsIn = ({ db, ids }: { db: Executor; ids: string[] }) =>
  db.select({ id: interestEvents.id }).from(interestEvents).where(inArray(interestEvents.id, ids));

/** Activates an account only while it is still 'unverified'; undefined when it no longer is. */
export async function activateParkAccount(options: {
  db: Executor;
  id: string;
  values: Pick<NewAccount, 'type' | 'birthDate' | 'childBirthDate'>;
}): Promise<AccountRow | undefined> {
  const { db, id, values } = options;
  const [row] = await db
    .update(users)
    .set({ ...values, accountStatus: 'active' })
    .where(and(eq(users.id, id), eq(users.accountStatus, 'unverified')))
    .returning(accountColumns);
  return row;
}

export async function replaceEventInterests({
  db,
  userId,
  eventIds,
}: {
  db: Executor;
  userId: string;
  eventIds: string[];
}): Promise<void> {
  await db.delete(userEventInterests).where(eq(userEventInterests.userId, userId));
  await db.insert(userEventInterests).values(eventIds.map((interestEventId) => ({ userId, interestEventId })));
}

// Password reset (docs/decisions.md#20)

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

/** A new code replaces every earlier one that is still open. */
export async function replaceResetCode(options: {
  db: Executor;
  userId: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
}) {
  const { db, userId, codeHash, now, expiresAt } = options;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId, codeHash, expiresAt, createdAt: now });
}

/**
 * Takes one try of a code before it is compared, atomically: the new count of tries, or undefined
 * when the code has none left (docs/decisions.md#20: 5 wrong tries lock it).
 */
export async function reserveCodeTry({ db, id }: { db: Executor; id: string }): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(and(eq(passwordResets.id, id), lt(passwordResets.failedAttempts, RESET_RULES.maxWrongTries)))
    .returning({ failedAttempts: passwordResets.failedAttempts });
  return row?.failedAttempts;
}

/** Marks a code verified, once (its try was no failure); its id becomes the reset ticket, undefined when it was verified or used meanwhile. */
export async function markResetVerified({
  db,
  id,
  now,
}: {
  db: Executor;
  id: string;
  now: Date;
}): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ verifiedAt: now, failedAttempts: sql`${passwordResets.failedAttempts} - 1` })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.verifiedAt), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return row?.id;
}

/** Uses up a ticket verified after `verifiedSince` and not used yet; its user, or undefined. */
export async function useResetTicket(options: {
  db: Executor;
  ticketId: string;
  verifiedSince: Date;
  now: Date;
}): Promise<string | undefined> {
  const { db, ticketId, verifiedSince, now } = options;
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, ticketId),
        isNotNull(passwordResets.verifiedAt),
        gt(passwordResets.verifiedAt, verifiedSince),
        isNull(passwordResets.usedAt),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Sets the password; the caller ends the sessions it ends (docs/decisions.md#70). */
export async function setPasswordHash({
  db,
  userId,
  passwordHash,
  now,
}: {
  db: Executor;
  userId: string;
  passwordHash: string;
  now: Date;
}): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

// Social sign-in identities

export async function accountByIdentity(options: {
  db: Executor;
  provider: TSocialProvider;
  subject: string;
}): Promise<AccountRow | undefined> {
  const { db, provider, subject } = options;
  const [row] = await db
    .select(accountColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Links (provider, subject) to the account unless it is linked already. */
export async function linkIdentity(options: {
  db: Executor;
  provider: TSocialProvider;
  subject: string;
  userId: string;
}): Promise<void> {
  const { db, provider, subject, userId } = options;
  await db.insert(userIdentities).values({ provider, subject, userId }).onConflictDoNothing();
}
