import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AttemptLimits, assertWithinLimits } from './attempt-limits.ts';
import { requireEmail } from './credentials.ts';
import { accountByEmail, countWrongTry, markResetVerified, pendingReset } from './queries.ts';
import { resetCodeMatches } from './reset-code.ts';
import { RESET_RULES } from './reset-rules.ts';

export interface VerifyResetCodeOptions {
  db: Database;
  limits: AttemptLimits;
  secret: string;
  client: string;
  email: string;
  otp: string;
  now: Date;
}

/** verify-otp (docs/decisions.md#20): the reset ticket id (the password_resets row) for a right, live, unlocked code. */
export async function verifyResetCode({ db, limits, secret, client, email, otp, now }: VerifyResetCodeOptions): Promise<string> {
  const normalized = requireEmail(email);
  const code = otp.trim();
  if (!code) throw new AppError('invalidInput', 'auth.messages.codeRequired');
  assertWithinLimits([
    [limits.codePerAccount, normalized],
    [limits.codePerClient, client],
  ]);
  const wrong = (key: 'auth.messages.codeWrong' | 'auth.messages.codeLocked' = 'auth.messages.codeWrong') => {
    limits.codePerAccount.record(normalized);
    limits.codePerClient.record(client);
    return new AppError('invalidInput', key);
  };

  const account = await accountByEmail({ db, email: normalized });
  const reset = account && (await pendingReset({ db, userId: account.id }));
  if (!account || !reset) throw wrong();
  if (reset.failedAttempts >= RESET_RULES.maxWrongTries) throw new AppError('invalidInput', 'auth.messages.codeLocked');
  if (reset.expiresAt.getTime() <= now.getTime()) throw new AppError('invalidInput', 'auth.messages.codeExpired');
  if (!resetCodeMatches({ secret, userId: account.id, code, codeHash: reset.codeHash })) {
    const tries = await countWrongTry({ db, id: reset.id });
    throw wrong(tries >= RESET_RULES.maxWrongTries ? 'auth.messages.codeLocked' : 'auth.messages.codeWrong');
  }
  const ticketId = await markResetVerified({ db, id: reset.id, now });
  if (!ticketId) throw new AppError('invalidInput', 'auth.messages.codeExpired');
  return ticketId;
}
