import { createHmac, randomBytes } from 'node:crypto';
import type { TSessionUser } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { presentSessionUser } from './presenter.ts';
import type { AccountRow } from './queries.ts';
import { insertSession } from './session-queries.ts';
import { SESSION_RULES, signSessionToken } from './session-token.ts';

export interface SignedInSession {
  token: string;
  user: TSessionUser;
}

/** A token for a session of the account (docs/decisions.md#70, #71) and the stored-session user (§3) it belongs to. */
export async function tokenFor({
  secret,
  account,
  sessionId,
}: {
  secret: string;
  account: AccountRow;
  sessionId: string;
}): Promise<SignedInSession> {
  const token = await signSessionToken({
    secret,
    claims: { userId: account.id, sessionId, role: account.role, type: account.type },
  });
  return { token, user: presentSessionUser(account) };
}

/** A new session of the account, and its first token. */
export async function issueSession({
  db,
  secret,
  account,
  now = new Date(),
}: {
  db: Executor;
  secret: string;
  account: AccountRow;
  now?: Date;
}): Promise<SignedInSession> {
  const sessionId = await insertSession({
    db,
    userId: account.id,
    now,
    expiresAt: new Date(now.getTime() + SESSION_RULES.idleMs),
  });
  return tokenFor({ secret, account, sessionId });
}

/** The code's HMAC, bound to the browser's sign-in binding (docs/decisions.md#262): the code alone matches nothing. */
export const signInCodeHash = (secret: string, code: string, binding: string): string =>
  createHmac('sha256', `sign-in-code:${secret}`).update(`${code}\n${binding}`).digest('hex');

/**
 * docs/decisions.md#72: a social sign-in's session starts waiting for its one-time code, which the
 * redirect carries instead of a token; a code not exchanged within 60 s leaves a dead session.
 */
export async function issueSignInCode({
  db,
  secret,
  account,
  binding,
  now = new Date(),
}: {
  db: Executor;
  secret: string;
  account: AccountRow;
  /** The random value of the browser's sign-in binding cookie. */
  binding: string;
  now?: Date;
}): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await insertSession({
    db,
    userId: account.id,
    now,
    expiresAt: new Date(now.getTime() + SESSION_RULES.exchangeTtlMs),
    exchangeCodeHash: signInCodeHash(secret, code, binding),
  });
  return code;
}
