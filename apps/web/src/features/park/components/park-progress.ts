import { isParkType } from '@artclash/contract/values';
import { isSocialLoginStatus, type PendingRegistration } from '@/lib/pending-registration';

/** The screens of park onboarding, in order (§4 Park registration by e-mail, and its social path). */
export type ParkStep = 'user-type' | 'signup' | 'select-age' | 'select-child-age' | 'select-events';

/**
 * The steps this sign-up goes through: Google and LINE accounts skip the e-mail sign-up, and only
 * a parent gives a child's birthdate. `type` is the choice on /park/user-type when it is not saved yet.
 */
export function parkSteps(pending: PendingRegistration, type = pending.userType): ParkStep[] {
  return [
    'user-type',
    ...(isSocialLoginStatus(pending.loginStatus) ? [] : (['signup'] as const)),
    'select-age',
    ...(type === 'myself' ? [] : (['select-child-age'] as const)),
    'select-events',
  ];
}

const isDone: Record<Exclude<ParkStep, 'select-events'>, (pending: PendingRegistration) => boolean> = {
  'user-type': (pending) => isParkType(pending.userType),
  signup: (pending) => Boolean(pending.userId),
  'select-age': (pending) => Boolean(pending.birthDate),
  'select-child-age': (pending) => Boolean(pending.childBirthDate),
};

/** The first step this sign-up still has to do; a later step cannot be opened before it (docs/product.md#rule-151). */
export function nextParkStep(pending: PendingRegistration): ParkStep {
  return parkSteps(pending).find((step) => step !== 'select-events' && !isDone[step](pending)) ?? 'select-events';
}

/** Whether any sign-up is under way: an account made, or a type chosen. */
export const hasParkSignUp = (pending: PendingRegistration): boolean =>
  Boolean(pending.userId) || isParkType(pending.userType);
