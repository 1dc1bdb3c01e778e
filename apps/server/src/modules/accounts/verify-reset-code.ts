import { tellSessionsEnded } from '../../db/event-log.ts';
import type { Publishing } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AttemptLimits, reserveAttempts } from './attempt-limits.ts';
import { requireEmail } from './credentials.ts';
import { proveAddress } from './prove-address.ts';
import { accountByEmail, markResetVerified, pendingReset, reserveCodeTry } from './queries.ts';
import { resetCodeMatches } from './reset-code.ts';
import { RESET_RULES } from './reset-rules.ts';

export interface VerifyResetCodeOptions extends Publishing {
  limits: AttemptLimits;
  secret: string;
  client: string;
  email: string;
  otp: string;
  now: Date;
}

export interface VerifiedResetCode {
  /** The reset ticket: the password_resets row that new-password-create takes. */
  ticketId: string;
  /** The code claimed an account someone else had set up with the address, and wiped it (docs/decisions.md#363). */
  claimed: boolean;
}

/**
 * verify-otp (docs/product.md#rule-20, docs/decisions.md#75): the reset ticket id (the password_resets row) for a
 * right, live, unlocked code. The account's and the address's slots, and the code's own try, are all taken before the
 * code is compared, so no burst compares more codes than the limits allow. A code that can no longer be used (expired,
 * or locked by its 5th wrong try) is a 410: the code screen then says a new one is needed (docs/product.md#rule-153).
 * Every process forgets the sessions the proof ended, and the reply says whether the proof claimed the account, so its
 * owner is told what was wiped (docs/decisions.md#363).
 */
export async function verifyResetCode({
  db,
  changes,
  limits,
  secret,
  client,
  email,
  otp,
  now,
}: VerifyResetCodeOptions): Promise<VerifiedResetCode> {
  const normalized = requireEmail(email);
  const code = otp.trim();
  if (!code) throw new AppError('invalidInput', 'auth.messages.codeRequired');
  const held = await reserveAttempts(limits, [
    ['codeAccount', normalized],
    ['codeAddress', client],
  ]);
  const account = await accountByEmail({ db, email: normalized });
  const reset = account && (await pendingReset({ db, userId: account.id }));
  if (!account || !reset) throw new AppError('invalidInput', 'auth.messages.codeWrong');
  if (reset.expiresAt.getTime() <= now.getTime()) {
    await held.refund();
    throw new AppError('gone', 'auth.messages.codeExpired');
  }
  const tries = await reserveCodeTry({ db, id: reset.id });
  if (tries === undefined) {
    await held.refund();
    throw new AppError('gone', 'auth.messages.codeLocked');
  }
  if (!resetCodeMatches({ secret, userId: account.id, code, codeHash: reset.codeHash })) {
    if (tries >= RESET_RULES.maxWrongTries) throw new AppError('gone', 'auth.messages.codeLocked');
    throw new AppError('invalidInput', 'auth.messages.codeWrong');
  }
  const ticketId = await markResetVerified({ db, id: reset.id, now });
  if (!ticketId) throw new AppError('gone', 'auth.messages.codeExpired');
  await held.refund();
  // Reading the code proves the address, and claims an account that only typed it in (docs/decisions.md#260).
  const { endedSessionsOf, claimed } = await proveAddress({
    db,
    account,
    email: normalized,
    by: 'code',
    now,
    claim: true,
    keepReset: ticketId,
  });
  await tellSessionsEnded({ db, changes, ends: endedSessionsOf.map((userId) => ({ userId })) });
  return { ticketId, claimed };
}
