import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type SignedInSession, tokenFor } from './issue-session.ts';
import { accountById } from './queries.ts';
import { renewSession as pushSessionOn } from './session-queries.ts';
import { SESSION_RULES, verifySessionToken } from './session-token.ts';

/**
 * renew-session (docs/decisions.md#71): a new hour-long token for the session the caller's token
 * names, even one that has just run out, while the session lives. Only the newest token of a
 * session renews it (a copy older than the last renewal is refused), and each renewal pushes the
 * session's idle end 30 days on.
 */
export async function renewSession({
  db,
  secret,
  token,
  now,
}: {
  db: Database;
  secret: string;
  token: string | null;
  now: Date;
}): Promise<SignedInSession> {
  const verified = token ? await verifySessionToken({ secret, token, expired: 'allowed' }) : null;
  const refused = new AppError('unauthorized', 'auth.messages.sessionInvalid');
  if (!verified || !isUuid(verified.sessionId) || !isUuid(verified.userId)) throw refused;
  const { sessionId, userId, issuedAt } = verified;
  const renewed = await pushSessionOn({
    db,
    sessionId,
    userId,
    notRenewedAfter: new Date(issuedAt * 1000 + SESSION_RULES.staleAfterRenewalMs),
    now,
    expiresAt: new Date(now.getTime() + SESSION_RULES.idleMs),
  });
  const account = renewed ? await accountById({ db, id: userId }) : undefined;
  if (!account || account.accountStatus !== 'active') throw refused;
  return tokenFor({ secret, account, sessionId });
}
