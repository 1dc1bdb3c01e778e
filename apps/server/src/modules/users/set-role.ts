import { tellSessionsEnded } from '../../db/event-log.ts';
import { isMainType, type TRole } from '@artclash/contract';
import type { Publishing } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { accountFor, type AccountRoleRow, lockOrganisers, updateRole } from './queries.ts';

export interface SetRoleOptions extends Publishing {
  /** The account, by id (the console) or by e-mail (the command line). */
  account: { id: string } | { email: string };
  role: TRole;
}

/**
 * Makes an account an organiser or a user again (docs/product.md#rule-112). The organisers' rows are
 * locked first, so two organisers demoting each other at the same moment are decided one after the
 * other and the second finds the last organiser: there is always one. Only main accounts (fans and
 * artists) may become organisers. Setting the role an account already has changes nothing. A new role
 * makes every process forget the account's kept sessions, so it holds from the account's next call.
 */
export async function setRole({
  db,
  changes,
  account,
  role,
}: SetRoleOptions): Promise<{ account: AccountRoleRow; changed: boolean }> {
  if ('id' in account && !isUuid(account.id)) throw new AppError('notFound', 'server.accountNotFound');
  const outcome = await db.transaction(async (tx) => {
    const organisers = await lockOrganisers({ db: tx });
    const target = await accountFor({ db: tx, account });
    if (!target) throw new AppError('notFound', 'server.accountNotFound');
    if (target.role === role) return { account: target, changed: false };
    if (role === 'user' && organisers.length <= 1) throw new AppError('conflict', 'server.lastOrganiser');
    if (role === 'admin' && !isMainType(target.type)) throw new AppError('conflict', 'server.parkCannotOrganise');
    const updated = await updateRole({ db: tx, userId: target.id, role });
    if (!updated) throw new AppError('notFound', 'server.accountNotFound');
    return { account: updated, changed: true };
  });
  if (outcome.changed) await tellSessionsEnded({ db, changes, ends: [{ userId: outcome.account.id }] });
  return outcome;
}
