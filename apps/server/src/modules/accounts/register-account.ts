import type { TRegisterRequest } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AccountRow, insertAccount } from './account-queries.ts';
import { requireEmail, requireNewPassword } from './credentials.ts';
import { hashPassword } from './password-hash.ts';

export interface RegisterAccountOptions extends TRegisterRequest {
  db: Database;
}

/** Decision 19: fan and artist accounts are active at once; park accounts wait for register-now. */
export async function registerAccount({ db, email, password, type }: RegisterAccountOptions): Promise<AccountRow> {
  const normalized = requireEmail(email);
  requireNewPassword(password, 'auth.messages.passwordRequired');
  const park = type === 'parent' || type === 'myself';
  const account = await insertAccount({
    db,
    values: {
      email: normalized,
      passwordHash: await hashPassword(password),
      type,
      accountStatus: park ? 'unverified' : 'active',
      loginStatus: 'login',
      username: normalized.split('@')[0] ?? '',
    },
  });
  if (!account) throw new AppError(409, 'auth.messages.emailTaken');
  return account;
}
