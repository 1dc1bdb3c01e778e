import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AttemptLimits, assertWithinLimits } from './attempt-limits.ts';
import { requireEmail } from './credentials.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { type AccountRow, accountByEmail } from './queries.ts';

export interface LogInOptions {
  db: Database;
  limits: AttemptLimits;
  /** The client's address, for the per-client limit. */
  client: string;
  email: string;
  password: string;
}

export type LogInOutcome = { kind: 'session'; account: AccountRow } | { kind: 'unverified'; account: AccountRow };

// Unknown e-mails still cost one argon2 verification, so the reply time does not reveal which exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('Decoy-password-0'));

/** One refusal for a wrong e-mail or password (no account enumeration); docs/decisions.md#27 limits failures. */
export async function logIn({ db, limits, client, email, password }: LogInOptions): Promise<LogInOutcome> {
  const normalized = requireEmail(email);
  if (!password) throw new AppError('invalidInput', 'auth.messages.passwordRequired');
  assertWithinLimits([
    [limits.loginPerAccount, normalized],
    [limits.loginPerClient, client],
  ]);
  const account = await accountByEmail({ db, email: normalized });
  const passwordHash = account?.passwordHash ?? (await decoy());
  const matches = (await verifyPassword(passwordHash, password)) && Boolean(account?.passwordHash);
  if (!account || !matches) {
    limits.loginPerAccount.record(normalized);
    limits.loginPerClient.record(client);
    throw new AppError('invalidInput', 'auth.messages.loginFailed');
  }
  limits.loginPerAccount.clear(normalized);
  return account.accountStatus === 'unverified' ? { kind: 'unverified', account } : { kind: 'session', account };
}
