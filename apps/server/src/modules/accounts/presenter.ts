import { type TSessionUser, UNVERIFIED_MESSAGE } from '@artclash/contract';
import type { AccountRow } from './queries.ts';

/** The stored-session user of §3 (plus role); an account without an e-mail (LINE) shows ''. */
export const presentSessionUser = (row: AccountRow): TSessionUser => ({
  _id: row.id,
  username: row.username,
  email: row.email ?? '',
  profileImage: row.profileImage,
  type: row.type,
  role: row.role,
});

/** Login's reply for a park account still onboarding: the fixed message the web app recognises (docs/product.md#rule-19). */
export const presentUnverifiedLogin = (row: AccountRow) => ({
  status: 1 as const,
  message: UNVERIFIED_MESSAGE as typeof UNVERIFIED_MESSAGE,
  userID: row.id,
  type: row.type,
});
