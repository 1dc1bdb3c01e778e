import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
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
 * forgot-password (docs/decisions.md#20). The answer depends on nothing about the account: the
 * address's shape and the attempt limits decide it, and it leaves before any per-account work, so
 * known and unknown addresses take the same time. The account's part (a code, the mail) runs after
 * the reply; the database still allows one code per address per resend interval, across restarts
 * and processes, whatever the callers do.
 */
export async function requestResetCode({ db, mailer, limits, secret, client, email, now }: RequestResetCodeOptions): Promise<string> {
  const normalized = requireEmail(email);
  refuseEarlyResend(limits.resendInterval.retryAfter(normalized));
  assertWithinLimits([
    [limits.resetPerAccount, normalized],
    [limits.resetPerClient, client],
  ]);
  limits.resendInterval.record(normalized);
  limits.resetPerAccount.record(normalized);
  limits.resetPerClient.record(client);
  // setImmediate runs after the reply has been written: not one query of the account's part comes first.
  mailer.sendLater(new Promise<void>((resolve) => setImmediate(resolve)).then(() => issueResetCode({ db, secret, email: normalized, now })));
  return normalized;
}

/** A new code for the account at `email`, and its mail; nothing for an unknown address or within the resend interval. */
async function issueResetCode({ db, secret, email, now }: { db: Database; secret: string; email: string; now: Date }): Promise<MailMessage | undefined> {
  const account = await accountByEmail({ db, email });
  if (!account?.email) return undefined;
  const previousAt = await latestResetAt({ db, userId: account.id });
  if (previousAt && previousAt.getTime() + RESET_RULES.resendAfterMs > now.getTime()) return undefined;
  const code = newResetCode();
  const codeHash = hashResetCode({ secret, userId: account.id, code });
  await replaceResetCode({ db, userId: account.id, codeHash, now, expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs) });
  return resetCodeMail({ to: account.email, code });
}
