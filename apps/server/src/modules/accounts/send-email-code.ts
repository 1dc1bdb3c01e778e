import type { Language } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type AttemptLimits, reserveAttempts } from './attempt-limits.ts';
import { codeMail } from './code-mail.ts';
import { requireEmail } from './credentials.ts';
import { accountByEmail, accountById, replaceEmailProof } from './queries.ts';
import { hashResetCode, newResetCode } from './reset-code.ts';
import { RESET_RULES } from './reset-rules.ts';

export interface SendEmailCodeOptions {
  db: Database;
  mailer: Mailer;
  limits: AttemptLimits;
  secret: string;
  /** The client's address, an IPv6 one by its /64 (`addressKey`). */
  client: string;
  /** The signed-in account. */
  userId: string;
  email: string;
  /** The language of the screen that asked: the mail's first (docs/product.md#rule-348). */
  language: Language;
  now: Date;
}

const resendTooSoon = (waitMs: number) =>
  new AppError('tooManyAttempts', 'auth.messages.resendTooSoon', { variables: { seconds: Math.ceil(waitMs / 1000) } });

/**
 * email-code/send (docs/decisions.md#260): a code to the account's own unproven address, or, for an
 * account without one, to the address it wants. An address already proven by another account is
 * refused; one that another account merely typed in is not (whoever proves it gets it).
 */
export async function sendEmailCode({
  db,
  mailer,
  limits,
  secret,
  client,
  userId,
  email,
  language,
  now,
}: SendEmailCodeOptions): Promise<string> {
  const normalized = requireEmail(email);
  const account = await accountById({ db, id: userId });
  if (!account) throw new AppError('unauthorized', 'auth.messages.sessionInvalid');
  const own = account.email?.toLowerCase();
  if (own && own !== normalized) throw new AppError('invalidInput', 'auth.messages.emailNotYours');
  if (own && account.emailProvenAt) throw new AppError('conflict', 'auth.messages.emailAlreadyProven');
  const holder = own ? undefined : await accountByEmail({ db, email: normalized });
  if (holder?.emailProvenAt) throw new AppError('conflict', 'auth.messages.emailProvenElsewhere');
  await reserveAttempts(limits, [
    ['proofResend', userId, resendTooSoon],
    ['proofAccount', userId],
    ['resetAddress', client],
  ]);
  const code = newResetCode();
  await replaceEmailProof({
    db,
    userId,
    email: normalized,
    codeHash: hashResetCode({ secret, userId, code, purpose: 'proof', email: normalized }),
    now,
    expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs),
  });
  mailer.sendLater(codeMail({ to: normalized, code, purpose: 'proof', language }));
  return normalized;
}
