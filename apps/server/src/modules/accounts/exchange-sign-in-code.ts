import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type SignedInSession, signInCodeHash, tokenFor } from './issue-session.ts';
import { accountById } from './queries.ts';
import { exchangeSignInCode as takeSignInCode } from './session-queries.ts';
import { SESSION_RULES } from './session-token.ts';

/**
 * social-exchange (docs/decisions.md#72, #262): the redirect's one-time code, once, within 60 s and
 * only from the browser that signed in, for the session's first token.
 */
export async function exchangeSignInCode({
  db,
  secret,
  code,
  binding,
  now,
}: {
  db: Database;
  secret: string;
  code: string;
  /** The sign-in binding this browser holds (docs/decisions.md#262). */
  binding: string;
  now: Date;
}): Promise<SignedInSession> {
  if (!binding) throw new AppError('invalidInput', 'auth.messages.signInBrowserMismatch');
  const taken = code
    ? await takeSignInCode({
        db,
        codeHash: signInCodeHash(secret, code, binding),
        now,
        expiresAt: new Date(now.getTime() + SESSION_RULES.idleMs),
      })
    : undefined;
  const account = taken && (await accountById({ db, id: taken.userId }));
  if (!taken || !account || account.accountStatus !== 'active')
    throw new AppError('invalidInput', 'auth.messages.signInCodeInvalid');
  return tokenFor({ secret, account, sessionId: taken.sessionId });
}
