import type { TEmailProof, TSocialProvider } from '@artclash/contract';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  emailProofs,
  interestEvents,
  passwordResets,
  userEventInterests,
  userIdentities,
  userInterests,
  users,
} from '../../db/schema/index.ts';
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
  emailProvenAt: users.emailProvenAt,
  emailProvenBy: users.emailProvenBy,
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

// Password reset (docs/product.md#rule-20)

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
 * when the code has none left (docs/product.md#rule-20: 5 wrong tries lock it).
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

/** Unlinks every identity of the account but `keep` (docs/decisions.md#260: links made before the address was proven). */
export async function unlinkIdentities(options: {
  db: Executor;
  userId: string;
  keep?: { provider: TSocialProvider; subject: string };
}): Promise<void> {
  const { db, userId, keep } = options;
  await db
    .delete(userIdentities)
    .where(
      and(
        eq(userIdentities.userId, userId),
        keep
          ? sql`not (${userIdentities.provider} = ${keep.provider} and ${userIdentities.subject} = ${keep.subject})`
          : undefined,
      ),
    );
}

// Proving an address (docs/decisions.md#260)

/** The address becomes the account's, proven `by`; the password too is dropped when `dropPassword`. */
export async function markAddressProven(options: {
  db: Executor;
  userId: string;
  email: string;
  by: TEmailProof;
  now: Date;
  dropPassword: boolean;
}): Promise<AccountRow | undefined> {
  const { db, userId, email, by, now, dropPassword } = options;
  const [row] = await db
    .update(users)
    .set({
      email,
      emailProvenAt: now,
      emailProvenBy: by,
      ...(dropPassword && { passwordHash: null, passwordChangedAt: now }),
    })
    .where(eq(users.id, userId))
    .returning(accountColumns);
  return row;
}

/**
 * Wipes what the account's holder set on it (docs/decisions.md#363): the name (to `username`), the picture (to
 * `profileImage`, or none), every profile field, both birthdates and every interest. Kept: the type, the status,
 * the e-mail and what others did (views, votes received).
 */
export async function resetProfile(options: {
  db: Executor;
  userId: string;
  username: string;
  profileImage: string;
}): Promise<void> {
  const { db, userId, username, profileImage } = options;
  await db
    .update(users)
    .set({
      username,
      nickname: '',
      country: '',
      city: '',
      instagramLink: '',
      twitterLink: '',
      websiteLink: '',
      school: '',
      teamName: '',
      bio: '',
      profileImage,
      profileImageWidth: 0,
      profileImageHeight: 0,
      profileImageWidths: [],
      birthDate: null,
      childBirthDate: null,
    })
    .where(eq(users.id, userId));
  await db.delete(userInterests).where(eq(userInterests.userId, userId));
  await db.delete(userEventInterests).where(eq(userEventInterests.userId, userId));
}

/** Takes an unproven address away from every other account that holds it; the ids of those accounts. */
export async function releaseUnprovenAddress(options: {
  db: Executor;
  email: string;
  from: string;
}): Promise<string[]> {
  const { db, email, from } = options;
  const rows = await db
    .update(users)
    .set({ email: null })
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.emailProvenAt), ne(users.id, from)))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Closes every open reset code (but the one that proved the address) and address code of the account. */
export async function closeOpenCodes(options: {
  db: Executor;
  userId: string;
  now: Date;
  keepReset?: string;
}): Promise<void> {
  const { db, userId, now, keepReset } = options;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        keepReset ? ne(passwordResets.id, keepReset) : undefined,
      ),
    );
  await db
    .update(emailProofs)
    .set({ usedAt: now })
    .where(and(eq(emailProofs.userId, userId), isNull(emailProofs.usedAt)));
}

export type EmailProofRow = typeof emailProofs.$inferSelect;

/** A new address code replaces every earlier open one of the account. */
export async function replaceEmailProof(options: {
  db: Executor;
  userId: string;
  email: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
}): Promise<void> {
  const { db, userId, email, codeHash, now, expiresAt } = options;
  await db
    .update(emailProofs)
    .set({ usedAt: now })
    .where(and(eq(emailProofs.userId, userId), isNull(emailProofs.usedAt)));
  await db.insert(emailProofs).values({ userId, email, codeHash, expiresAt, createdAt: now });
}

/** The account's newest open code for `email`. */
export async function pendingEmailProof(options: {
  db: Executor;
  userId: string;
  email: string;
}): Promise<EmailProofRow | undefined> {
  const { db, userId, email } = options;
  const [row] = await db
    .select()
    .from(emailProofs)
    .where(and(eq(emailProofs.userId, userId), eq(emailProofs.email, email), isNull(emailProofs.usedAt)))
    .orderBy(desc(emailProofs.createdAt))
    .limit(1);
  return row;
}

/** Takes one try of an address code before it is compared: the new count, or undefined when none are left. */
export async function reserveEmailProofTry({ db, id }: { db: Executor; id: string }): Promise<number | undefined> {
  const [row] = await db
    .update(emailProofs)
    .set({ failedAttempts: sql`${emailProofs.failedAttempts} + 1` })
    .where(and(eq(emailProofs.id, id), lt(emailProofs.failedAttempts, RESET_RULES.maxWrongTries)))
    .returning({ failedAttempts: emailProofs.failedAttempts });
  return row?.failedAttempts;
}

/** Uses up an address code, once; whether this call did. */
export async function useEmailProof({ db, id, now }: { db: Executor; id: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(emailProofs)
    .set({ usedAt: now })
    .where(and(eq(emailProofs.id, id), isNull(emailProofs.usedAt)))
    .returning({ id: emailProofs.id });
  return rows.length > 0;
}
