import { isParkType, type TRegisterRequest } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireEmail, requireNewPassword } from './credentials.ts';
import { displayNameOrGenerated } from './generated-username.ts';
import { hashPassword } from './password-hash.ts';
import { type AccountRow, insertAccount } from './queries.ts';

export interface RegisterAccountOptions extends TRegisterRequest {
  db: Database;
}

/** docs/product.md#rule-19: fan and artist accounts are active at once; park accounts wait for register-now. */
export async function registerAccount({
  db,
  email,
  password,
  type,
  username,
}: RegisterAccountOptions): Promise<AccountRow> {
  const normalized = requireEmail(email);
  requireNewPassword(password, 'auth.messages.passwordRequired');
  const account = await insertAccount({
    db,
    values: {
      email: normalized,
      passwordHash: await hashPassword(password),
      type,
      accountStatus: isParkType(type) ? 'unverified' : 'active',
      loginStatus: 'login',
      username: displayNameOrGenerated(username, type),
    },
  });
  if (!account) throw new AppError('conflict', 'auth.messages.emailTaken');
  return account;
}
