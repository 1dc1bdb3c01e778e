import type { TSessionUser } from '@artclash/contract';
import type { AccountRow } from './account-queries.ts';

/** The stored-session user of §3 (plus role); an account without an e-mail (LINE) shows ''. */
export const presentSessionUser = (row: AccountRow): TSessionUser => ({
  _id: row.id,
  username: row.username,
  email: row.email ?? '',
  profileImage: row.profileImage,
  type: row.type,
  role: row.role,
});
