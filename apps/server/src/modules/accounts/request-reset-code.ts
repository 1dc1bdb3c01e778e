import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type AttemptLimits, assertWithinLimits } from './attempt-limits.ts';
import { requireEmail } from './credentials.ts';
import { accountByEmail, latestResetAt, replaceResetCode } from './queries.ts';
import { hashResetCode, newResetCode } from './reset-code.ts';
import { resetCodeMail } from './reset-mail.ts';
import { RESET_RULES } from './reset-rules.ts';

export interface RequestResetCodeOptions {
  db: Database;
  mailer: Mailer;
  limits: AttemptLimits;
  secret: string;
  client: string;
  email: string;
  now: Date;
}

function refuseEarlyResend(waitMs: number): void {
  if (waitMs > 0) throw new AppError('tooManyAttempts', 'auth.messages.resendTooSoon', { variables: { seconds: Math.ceil(waitMs / 1000) } });
}

/**
 * forgot-password (docs/decisions.md#20). Unknown addresses get the same answer, the same waiting rule and
 * the same timing, but no mail; the mail leaves in the background so its delivery time reveals nothing.
 */
export async function requestResetCode({ db, mailer, limits, secret, client, email, now }: RequestResetCodeOptions): Promise<string> {
  const normalized = requireEmail(email);
  refuseEarlyResend(limits.resendInterval.retryAfter(normalized));
  assertWithinLimits([
    [limits.resetPerAccount, normalized],
    [limits.resetPerClient, client],
  ]);
  const account = await accountByEmail({ db, email: normalized });
  const previousAt = account && (await latestResetAt({ db, userId: account.id }));
  // The database remembers the last code across restarts and processes; the limiter covers unknown addresses.
  if (previousAt) refuseEarlyResend(previousAt.getTime() + RESET_RULES.resendAfterMs - now.getTime());
  limits.resendInterval.record(normalized);
  limits.resetPerAccount.record(normalized);
  limits.resetPerClient.record(client);
  if (!account?.email) return normalized;

  const code = newResetCode();
  const codeHash = hashResetCode({ secret, userId: account.id, code });
  await replaceResetCode({ db, userId: account.id, codeHash, now, expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs) });
  mailer.sendLater(resetCodeMail({ to: account.email, code }));
  return normalized;
}
