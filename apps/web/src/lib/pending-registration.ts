import { LOGIN_STATUSES, type TLoginStatus } from '@artclash/contract/values';

/** Spec §3 "Pending registration": what park onboarding has gathered so far, kept across the provider round trip. */
export interface PendingRegistration {
  userId?: string;
  /** parent, myself, fan, artist or park (a park account whose type is still to be chosen). */
  userType?: string;
  loginStatus?: TLoginStatus;
  /** 'year-month-day' */
  birthDate?: string;
  childBirthDate?: string;
}

const PENDING_REGISTRATION_KEY = 'artclashPendingRegistration';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function readPendingRegistration(): PendingRegistration {
  let data: unknown;
  try {
    data = JSON.parse(localStorage.getItem(PENDING_REGISTRATION_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  return {
    userId: text(record.userId),
    userType: text(record.userType),
    loginStatus: LOGIN_STATUSES.find((status) => status === record.loginStatus),
    birthDate: text(record.birthDate),
    childBirthDate: text(record.childBirthDate),
  };
}

/** Starts the pending registration afresh with these fields. */
export function savePendingRegistration(pending: PendingRegistration): void {
  localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(pending));
}

/** Adds or replaces fields of the pending registration, keeping the others. */
export function updatePendingRegistration(patch: PendingRegistration): PendingRegistration {
  const next = { ...readPendingRegistration(), ...patch };
  savePendingRegistration(next);
  return next;
}

export function clearPendingRegistration(): void {
  localStorage.removeItem(PENDING_REGISTRATION_KEY);
}

/** §2.7: a pending registration that came through Google or LINE skips the e-mail sign-up. */
export const isSocialLoginStatus = (status: string | undefined) => status === 'google_login' || status === 'line_login';
