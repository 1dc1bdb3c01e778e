import { type TRegisterNowRequest, isFutureDate, parseBirthDate } from '@artclash/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { interestEvents, userEventInterests, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type AccountRow, accountById, accountColumns } from './account-queries.ts';

export interface CompleteOnboardingOptions {
  db: Database;
  request: TRegisterNowRequest;
  today: Date;
}

/** 'year-month-day' → the stored ISO date; refuses a missing, impossible or future date. */
function requireBirthDate(text: string | undefined, missingKey: 'auth.messages.birthdateRequired' | 'auth.messages.childBirthdateRequired', today: Date): string {
  const date = text ? parseBirthDate(text) : null;
  if (!date) throw new AppError(400, missingKey);
  if (isFutureDate(date, today)) throw new AppError(400, 'auth.messages.birthdateFuture');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

async function requireInterestEvents(db: Database, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError(400, 'auth.messages.eventRequired');
  if (!unique.every(isUuid)) throw new AppError(400, 'auth.messages.eventUnknown');
  const found = await db.select({ id: interestEvents.id }).from(interestEvents).where(inArray(interestEvents.id, unique));
  if (found.length !== unique.length) throw new AppError(400, 'auth.messages.eventUnknown');
  return unique;
}

/**
 * register-now (§4 Park registration): finishes an unverified park account and activates it.
 * Only an account still 'unverified' can be finished, so nobody can take over an active one (decision 19).
 */
export async function completeOnboarding({ db, request, today }: CompleteOnboardingOptions): Promise<AccountRow> {
  const account = isUuid(request.userID) ? await accountById({ db, id: request.userID }) : undefined;
  if (!account) throw new AppError(404, 'auth.messages.accountNotFound');
  if (account.accountStatus !== 'unverified') throw new AppError(409, 'auth.messages.alreadyRegistered');
  const type = request.type === 'parent' || request.type === 'myself' ? request.type : account.type;
  if (type !== 'parent' && type !== 'myself') throw new AppError(400, 'auth.messages.parkTypeRequired');
  const birthDate = requireBirthDate(request.parent_age, 'auth.messages.birthdateRequired', today);
  const childBirthDate = type === 'parent' ? requireBirthDate(request.child_age, 'auth.messages.childBirthdateRequired', today) : null;
  const eventIds = await requireInterestEvents(db, request.event_interests);

  return db.transaction(async (tx) => {
    const [activated] = await tx
      .update(users)
      .set({ type, birthDate, childBirthDate, accountStatus: 'active' })
      .where(and(eq(users.id, account.id), eq(users.accountStatus, 'unverified')))
      .returning(accountColumns);
    if (!activated) throw new AppError(409, 'auth.messages.alreadyRegistered');
    await tx.delete(userEventInterests).where(eq(userEventInterests.userId, account.id));
    await tx.insert(userEventInterests).values(eventIds.map((interestEventId) => ({ userId: account.id, interestEventId })));
    return activated;
  });
}
