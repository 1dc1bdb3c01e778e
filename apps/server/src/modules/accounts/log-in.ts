import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AttemptCheck, type AttemptLimits, reserveAttempts } from './attempt-limits.ts';
import { requireEmail } from './credentials.ts';
import { trustedDevice } from './device-cookie.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { type AccountRow, accountByEmail } from './queries.ts';

export interface LogInOptions {
  db: Database;
  limits: AttemptLimits;
  /** The client's address, an IPv6 one by its /64 (`addressKey`). */
  client: string;
  /** The browser's device cookie, its signature checked (`deviceCookieOf`): one of this account makes the client a known device. */
  deviceCookie: string | null;
  email: string;
  password: string;
}

export type LogInOutcome = {
  kind: 'session' | 'unverified';
  account: AccountRow;
  email: string;
  deviceId: string | null;
};

// Unknown e-mails still cost one argon2 verification, so the reply time does not reveal which exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('Decoy-password-0'));

/**
 * The limits a login attempt must pass (docs/decisions.md#74), and its pair. A known device is
 * throttled as its own pair only: strangers' failures never reach it.
 */
export function loginChecks({ email, client, deviceId }: { email: string; client: string; deviceId: string | null }): {
  pair: string;
  checks: AttemptCheck[];
} {
  const pair = `${email}\n${deviceId ? `device:${deviceId}` : `address:${client}`}`;
  const ceilings: AttemptCheck[] = [
    ['loginAccount', email],
    ['loginAddress', client],
  ];
  return { pair, checks: [['loginPair', pair], ...(deviceId ? [] : ceilings)] };
}

/**
 * One refusal for a wrong e-mail or password (no account enumeration). The attempt takes its slots
 * (docs/decisions.md#74) before the password is checked, so no burst gets more checks than the
 * limits allow; a success gives them back and ends the pair's run of failures.
 */
export async function logIn({
  db,
  limits,
  client,
  deviceCookie,
  email,
  password,
}: LogInOptions): Promise<LogInOutcome> {
  const normalized = requireEmail(email);
  if (!password) throw new AppError('invalidInput', 'auth.messages.passwordRequired');
  const deviceId = trustedDevice({ sent: deviceCookie, email: normalized });
  const { pair, checks } = loginChecks({ email: normalized, client, deviceId });
  const held = await reserveAttempts(limits, checks);
  const account = await accountByEmail({ db, email: normalized });
  const passwordHash = account?.passwordHash ?? (await decoy());
  const matches = (await verifyPassword(passwordHash, password)) && Boolean(account?.passwordHash);
  if (!account || !matches) throw new AppError('invalidInput', 'auth.messages.loginFailed');
  await Promise.all([held.refund(), held.clear('loginPair', pair)]);
  return {
    kind: account.accountStatus === 'unverified' ? 'unverified' : 'session',
    account,
    email: normalized,
    deviceId,
  };
}
