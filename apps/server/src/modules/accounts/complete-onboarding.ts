import { isFutureDate, isParkType, parseBirthDate, type TRegisterNowRequest } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type AccountRow, accountById, activateParkAccount, interestEventIdsIn, replaceEventInterests } from './queries.ts';

export interface CompleteOnboardingOptions {
  db: Database;
  request: TRegisterNowRequest;
  today: Date;
}

/** 'year-month-day' → the stored ISO date; refuses a missing, impossible or future date. */
function requireBirthDate(text: string | undefined, missingKey: 'auth.messages.birthdateRequired' | 'auth.messages.childBirthdateRequired', today: Date): string {
  const date = text ? parseBirthDate(text) : null;
  if (!date) throw new AppError('invalidInput', missingKey);
  if (isFutureDate(date, today)) throw new AppError('invalidInput', 'auth.messages.birthdateFuture');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

async function requireInterestEvents(db: Database, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError('invalidInput', 'auth.messages.eventRequired');
  if (!unique.every(isUuid)) throw new AppError('invalidInput', 'auth.messages.eventUnknown');
  const found = await interestEventIdsIn({ db, ids: unique });
  if (found.length !== unique.length) throw new AppError('invalidInput', 'auth.messages.eventUnknown');
  return unique;
}

/**
 * register-now (§4 Park registration): finishes an unverified park account and activates it. Only
 * an account still 'unverified' can be finished, so nobody can take over an active one (docs/decisions.md#19).
 */
export async function completeOnboarding({ db, request, today }: CompleteOnboardingOptions): Promise<AccountRow> {
  const account = isUuid(request.userID) ? await accountById({ db, id: request.userID }) : undefined;
  if (!account) throw new AppError('notFound', 'auth.messages.accountNotFound');
  if (account.accountStatus !== 'unverified') throw new AppError('conflict', 'auth.messages.alreadyRegistered');
  const type = isParkType(request.type) ? request.type : account.type;
  if (!isParkType(type)) throw new AppError('invalidInput', 'auth.messages.parkTypeRequired');
  const birthDate = requireBirthDate(request.parent_age, 'auth.messages.birthdateRequired', today);
  const childBirthDate = type === 'parent' ? requireBirthDate(request.child_age, 'auth.messages.childBirthdateRequired', today) : null;
  const eventIds = await requireInterestEvents(db, request.event_interests);

  return db.transaction(async (tx) => {
    const activated = await activateParkAccount({ db: tx, id: account.id, values: { type, birthDate, childBirthDate } });
    if (!activated) throw new AppError('conflict', 'auth.messages.alreadyRegistered');
    await replaceEventInterests({ db: tx, userId: account.id, eventIds });
    return activated;
  });
}
