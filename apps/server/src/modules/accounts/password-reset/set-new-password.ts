import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordResets, users } from '../../../db/schema.ts';
import { AppError } from '../../../errors/app-error.ts';
import { isUuid } from '../../../lib/ids.ts';
import { requireNewPassword } from '../credentials.ts';
import { hashPassword } from '../password-hash.ts';
import { RESET_POLICY } from './reset-policy.ts';

export interface SetNewPasswordOptions {
  db: Database;
  ticketId: string;
  newPassword: string;
  now: Date;
}

/** new-password-create (decision 20): only a verified, recent, unused ticket sets the password, once. */
export async function setNewPassword({ db, ticketId, newPassword, now }: SetNewPasswordOptions): Promise<void> {
  requireNewPassword(newPassword, 'auth.messages.newPasswordRequired');
  if (!isUuid(ticketId)) throw new AppError(400, 'auth.messages.resetTicketInvalid');
  const passwordHash = await hashPassword(newPassword);
  const verifiedSince = new Date(now.getTime() - RESET_POLICY.ticketTtlMs);
  await db.transaction(async (tx) => {
    const [ticket] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.id, ticketId),
          isNotNull(passwordResets.verifiedAt),
          gt(passwordResets.verifiedAt, verifiedSince),
          isNull(passwordResets.usedAt),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!ticket) throw new AppError(400, 'auth.messages.resetTicketInvalid');
    // Ends every session issued before now (decision 23).
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, ticket.userId));
  });
}
