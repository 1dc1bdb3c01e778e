import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type SignedInSession, signInCodeHash, tokenFor } from './issue-session.ts';
import { accountById } from './queries.ts';
import { exchangeSignInCode as takeSignInCode } from './session-queries.ts';
import { SESSION_RULES } from './session-token.ts';

/** social-exchange (docs/decisions.md#72): the redirect's one-time code, once and within 60 s, for the session's first token. */
export async function exchangeSignInCode({
  db,
  secret,
  code,
  now,
}: {
  db: Database;
  secret: string;
  code: string;
  now: Date;
}): Promise<SignedInSession> {
  const taken = code
    ? await takeSignInCode({
        db,
        codeHash: signInCodeHash(secret, code),
        now,
        expiresAt: new Date(now.getTime() + SESSION_RULES.idleMs),
      })
    : undefined;
  const account = taken && (await accountById({ db, id: taken.userId }));
  if (!taken || !account || account.accountStatus !== 'active')
    throw new AppError('invalidInput', 'auth.messages.signInCodeInvalid');
  return tokenFor({ secret, account, sessionId: taken.sessionId });
}
