import { tellSessionsEnded } from '../../db/event-log.ts';
import type { Publishing } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AttemptLimits, reserveAttempts } from './attempt-limits.ts';
import { requireEmail } from './credentials.ts';
import { proveAddress } from './prove-address.ts';
import { type AccountRow, accountById, pendingEmailProof, reserveEmailProofTry, useEmailProof } from './queries.ts';
import { resetCodeMatches } from './reset-code.ts';
import { RESET_RULES } from './reset-rules.ts';

export interface ConfirmEmailCodeOptions extends Publishing {
  limits: AttemptLimits;
  secret: string;
  client: string;
  userId: string;
  email: string;
  code: string;
  now: Date;
}

/**
 * email-code/confirm (docs/decisions.md#260): the right, live code of the address proves it, and
 * the address becomes the signed-in account's. Tries are counted like reset codes (docs/product.md#rule-20):
 * slots first, 5 wrong tries lock the code, an expired or locked one is a 410. Every process forgets
 * the account's kept sessions (its address changed) and those the proof ended.
 */
export async function confirmEmailCode({
  db,
  changes,
  limits,
  secret,
  client,
  userId,
  email,
  code: typed,
  now,
}: ConfirmEmailCodeOptions): Promise<AccountRow> {
  const normalized = requireEmail(email);
  const code = typed.trim();
  if (!code) throw new AppError('invalidInput', 'auth.messages.codeRequired');
  const held = await reserveAttempts(limits, [
    ['proofCodeAccount', userId],
    ['codeAddress', client],
  ]);
  const proof = await pendingEmailProof({ db, userId, email: normalized });
  if (!proof) throw new AppError('invalidInput', 'auth.messages.codeWrong');
  if (proof.expiresAt.getTime() <= now.getTime()) {
    await held.refund();
    throw new AppError('gone', 'auth.messages.codeExpired');
  }
  const tries = await reserveEmailProofTry({ db, id: proof.id });
  if (tries === undefined) {
    await held.refund();
    throw new AppError('gone', 'auth.messages.codeLocked');
  }
  const matches = resetCodeMatches({
    secret,
    userId,
    code,
    purpose: 'proof',
    email: normalized,
    codeHash: proof.codeHash,
  });
  if (!matches) {
    if (tries >= RESET_RULES.maxWrongTries) throw new AppError('gone', 'auth.messages.codeLocked');
    throw new AppError('invalidInput', 'auth.messages.codeWrong');
  }
  if (!(await useEmailProof({ db, id: proof.id, now }))) throw new AppError('gone', 'auth.messages.codeExpired');
  await held.refund();
  const account = await accountById({ db, id: userId });
  if (!account) throw new AppError('unauthorized', 'auth.messages.sessionInvalid');
  const proven = await proveAddress({ db, account, email: normalized, by: 'code', now, claim: false });
  const ends = [...proven.endedSessionsOf, account.id].map((userId) => ({ userId }));
  await tellSessionsEnded({ db, changes, ends });
  return proven.account;
}
