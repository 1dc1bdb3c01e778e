import {
  type CalendarDay,
  isParkType,
  latestDayOnEarth,
  type ParkBirthdateSubject,
  parkBirthdateProblem,
  parseBirthDate,
  type TRegisterNowRequest,
} from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  type AccountRow,
  accountById,
  activateParkAccount,
  interestEventIdsIn,
  replaceEventInterests,
} from './queries.ts';

export interface CompleteOnboardingOptions {
  db: Database;
  request: TRegisterNowRequest;
  /** The browser's onboarding proof (docs/decisions.md#262), or null when it holds none. */
  proof: { userId: string; issuedAt: Date } | null;
  /** The instant of the request; ages are counted against the newest calendar day it is anywhere. */
  now: Date;
}

type BirthdateMissingKey = 'auth.messages.birthdateRequired' | 'auth.messages.childBirthdateRequired';

/** 'year-month-day' → the date; refuses a missing or impossible one. */
function requireBirthDate(text: string | undefined, missingKey: BirthdateMissingKey): CalendarDay {
  const date = text ? parseBirthDate(text) : null;
  if (!date) throw new AppError('invalidInput', missingKey);
  return date;
}

/** The park age policy (docs/product.md#rule-150), the same rule the web forms apply. */
function requireSensible(birth: CalendarDay, subject: ParkBirthdateSubject, today: CalendarDay): void {
  const problem = parkBirthdateProblem(birth, subject, today);
  if (problem) throw new AppError('invalidInput', `auth.messages.${problem}`);
}

const isoDate = (date: CalendarDay) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

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
 * an account still 'unverified' can be finished, so nobody can take over an active one (docs/product.md#rule-19),
 * and only from the browser that signed up or signed in to it, with a proof issued after its address
 * was last claimed: a user id alone finishes nothing (docs/decisions.md#262).
 */
export async function completeOnboarding({ db, request, proof, now }: CompleteOnboardingOptions): Promise<AccountRow> {
  if (!proof || proof.userId !== request.userID)
    throw new AppError('forbidden', 'auth.messages.onboardingProofMissing');
  const account = isUuid(request.userID) ? await accountById({ db, id: request.userID }) : undefined;
  if (!account) throw new AppError('notFound', 'auth.messages.accountNotFound');
  if (account.emailProvenAt && proof.issuedAt < account.emailProvenAt)
    throw new AppError('forbidden', 'auth.messages.onboardingProofMissing');
  if (account.accountStatus !== 'unverified') throw new AppError('conflict', 'auth.messages.alreadyRegistered');
  const type = isParkType(request.type) ? request.type : account.type;
  if (!isParkType(type)) throw new AppError('invalidInput', 'auth.messages.parkTypeRequired');
  // The newest day anywhere: a browser ahead of the server's zone is never refused what it accepted.
  const day = latestDayOnEarth(now);
  const birth = requireBirthDate(request.parent_age, 'auth.messages.birthdateRequired');
  requireSensible(birth, { kind: 'own', type }, day);
  const child = type === 'parent' ? requireBirthDate(request.child_age, 'auth.messages.childBirthdateRequired') : null;
  if (child) requireSensible(child, { kind: 'child', parentBirth: birth }, day);
  const [birthDate, childBirthDate] = [isoDate(birth), child && isoDate(child)];
  const eventIds = await requireInterestEvents(db, request.event_interests);

  return db.transaction(async (tx) => {
    const activated = await activateParkAccount({
      db: tx,
      id: account.id,
      values: { type, birthDate, childBirthDate },
    });
    if (!activated) throw new AppError('conflict', 'auth.messages.alreadyRegistered');
    await replaceEventInterests({ db: tx, userId: account.id, eventIds });
    return activated;
  });
}
