import type { Language } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { type AttemptLimits, reserveAttempts } from './attempt-limits.ts';
import { requireEmail } from './credentials.ts';
import { accountByEmail, replaceResetCode } from './queries.ts';
import { hashResetCode, newResetCode } from './reset-code.ts';
import { codeMail } from './code-mail.ts';
import { RESET_RULES } from './reset-rules.ts';

export interface RequestResetCodeOptions {
  db: Database;
  mailer: Mailer;
  limits: AttemptLimits;
  secret: string;
  client: string;
  email: string;
  /** The language of the screen that asked: the mail's first (docs/product.md#rule-348). */
  language: Language;
  now: Date;
}

const resendTooSoon = (waitMs: number) =>
  new AppError('tooManyAttempts', 'auth.messages.resendTooSoon', { variables: { seconds: Math.ceil(waitMs / 1000) } });

/**
 * forgot-password (docs/product.md#rule-20, docs/decisions.md#66, #75). The answer depends on nothing about the
 * account: the address's shape and the attempt limits decide it, and it leaves before any
 * per-account work, so known and unknown addresses take the same time. The resend interval is a
 * slot in the database taken before the reply, so one address gets at most one code, and one mail,
 * per interval, whatever the callers do and however many processes answer them.
 */
export async function requestResetCode({
  db,
  mailer,
  limits,
  secret,
  client,
  email,
  language,
  now,
}: RequestResetCodeOptions): Promise<string> {
  const normalized = requireEmail(email);
  await reserveAttempts(limits, [
    ['resetResend', normalized, resendTooSoon],
    ['resetAddress', client],
  ]);
  // setImmediate runs after the reply has been written: not one query of the account's part comes first.
  mailer.sendLater(
    new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      issueResetCode({ db, secret, email: normalized, language, now }),
    ),
  );
  return normalized;
}

/** A new code for the account at `email`, and its mail; nothing for an unknown address. */
async function issueResetCode({
  db,
  secret,
  email,
  language,
  now,
}: {
  db: Database;
  secret: string;
  email: string;
  language: Language;
  now: Date;
}): Promise<MailMessage | undefined> {
  const account = await accountByEmail({ db, email });
  if (!account?.email) return undefined;
  const code = newResetCode();
  const codeHash = hashResetCode({ secret, userId: account.id, code });
  await replaceResetCode({
    db,
    userId: account.id,
    codeHash,
    now,
    expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs),
  });
  return codeMail({ to: account.email, code, purpose: 'reset', language });
}
