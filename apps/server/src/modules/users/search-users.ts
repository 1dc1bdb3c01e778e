import type { Language, TAdminFoundUser } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { presentPublicUser } from './presenter.ts';
import { usersMatching } from './queries.ts';

/** How many users one search shows: enough to pick from, few enough to type more. */
const USER_SEARCH_LIMIT = 20;

/**
 * The users an organiser may pick as participants or players, by username or e-mail, each with its account type and
 * e-mail so two people of one name can be told apart (docs/product.md#rule-322).
 */
export async function searchUsers({
  db,
  q,
  language,
}: {
  db: Executor;
  q: string;
  language: Language;
}): Promise<TAdminFoundUser[]> {
  const rows = await usersMatching({ db, q, limit: USER_SEARCH_LIMIT });
  return rows.map((row) => ({ ...presentPublicUser(row, language), type: row.type, email: row.email ?? '' }));
}
