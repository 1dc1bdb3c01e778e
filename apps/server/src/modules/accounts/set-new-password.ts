import { tellSessionsEnded } from '../../db/event-log.ts';
import type { Publishing } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireNewPassword } from './credentials.ts';
import { hashPassword } from './password-hash.ts';
import { setPasswordHash, useResetTicket } from './queries.ts';
import { RESET_RULES } from './reset-rules.ts';
import { endSessionsOfUser } from './session-queries.ts';

export interface SetNewPasswordOptions extends Publishing {
  ticketId: string;
  newPassword: string;
  now: Date;
}

/**
 * new-password-create (docs/product.md#rule-20): only a verified, recent, unused ticket sets the
 * password, once. The reset is made signed out, so it ends every session of the account
 * (docs/decisions.md#70), in every process at once.
 */
export async function setNewPassword({
  db,
  changes,
  ticketId,
  newPassword,
  now,
}: SetNewPasswordOptions): Promise<void> {
  requireNewPassword(newPassword, 'auth.messages.newPasswordRequired');
  if (!isUuid(ticketId)) throw new AppError('invalidInput', 'auth.messages.resetTicketInvalid');
  const passwordHash = await hashPassword(newPassword);
  const verifiedSince = new Date(now.getTime() - RESET_RULES.ticketTtlMs);
  const userId = await db.transaction(async (tx) => {
    const userId = await useResetTicket({ db: tx, ticketId, verifiedSince, now });
    if (!userId) throw new AppError('invalidInput', 'auth.messages.resetTicketInvalid');
    await setPasswordHash({ db: tx, userId, passwordHash, now });
    await endSessionsOfUser({ db: tx, userId, now });
    return userId;
  });
  await tellSessionsEnded({ db, changes, ends: [{ userId }] });
}
