import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordResets } from '../../../db/schema.ts';
import { AppError } from '../../../errors/app-error.ts';
import { accountByEmail } from '../account-queries.ts';
import { type AttemptLimits, assertWithinLimits } from '../attempt-limits.ts';
import { requireEmail } from '../credentials.ts';
import { resetCodeMatches } from './reset-code.ts';
import { countWrongTry, pendingReset } from './reset-queries.ts';
import { RESET_POLICY } from './reset-policy.ts';

export interface VerifyResetCodeOptions {
  db: Database;
  limits: AttemptLimits;
  secret: string;
  client: string;
  email: string;
  otp: string;
  now: Date;
}

/** verify-otp (decision 20): the reset ticket id (the password_resets row) for a right, live, unlocked code. */
export async function verifyResetCode({ db, limits, secret, client, email, otp, now }: VerifyResetCodeOptions): Promise<string> {
  const normalized = requireEmail(email);
  const code = otp.trim();
  if (!code) throw new AppError(400, 'auth.messages.codeRequired');
  assertWithinLimits([
    [limits.codePerAccount, normalized],
    [limits.codePerClient, client],
  ]);
  const wrong = (key: 'auth.messages.codeWrong' | 'auth.messages.codeLocked' = 'auth.messages.codeWrong') => {
    limits.codePerAccount.record(normalized);
    limits.codePerClient.record(client);
    return new AppError(400, key);
  };

  const account = await accountByEmail({ db, email: normalized });
  const reset = account && (await pendingReset({ db, userId: account.id }));
  if (!account || !reset) throw wrong();
  if (reset.failedAttempts >= RESET_POLICY.maxWrongTries) throw new AppError(400, 'auth.messages.codeLocked');
  if (reset.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'auth.messages.codeExpired');
  if (!resetCodeMatches({ secret, userId: account.id, code, codeHash: reset.codeHash })) {
    const tries = await countWrongTry({ db, id: reset.id });
    throw wrong(tries >= RESET_POLICY.maxWrongTries ? 'auth.messages.codeLocked' : 'auth.messages.codeWrong');
  }
  const [verified] = await db
    .update(passwordResets)
    .set({ verifiedAt: now })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.verifiedAt), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (!verified) throw new AppError(400, 'auth.messages.codeExpired');
  return verified.id;
}
