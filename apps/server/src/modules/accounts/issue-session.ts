import type { TSessionUser } from '@artclash/contract';
import type { AccountRow } from './queries.ts';
import { presentSessionUser } from './presenter.ts';
import { signSessionToken } from './session-token.ts';

/** A signed-in session: the token and the stored-session user (§3) it belongs to. */
export async function issueSession({ secret, account }: { secret: string; account: AccountRow }): Promise<{ token: string; user: TSessionUser }> {
  const token = await signSessionToken({ secret, claims: { userId: account.id, role: account.role, type: account.type } });
  return { token, user: presentSessionUser(account) };
}
