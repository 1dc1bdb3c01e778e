import { ADMIN_ACCOUNTS_PAGE_SIZE, type CallQuery, type calls } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { presentAccount } from './presenter.ts';
import { accountsMatching, organiserCount } from './queries.ts';

/** The console's Organisers screen (docs/product.md#rule-112): accounts found by username or e-mail, a page at a time. */
export async function listAccounts({ db, query }: { db: Executor; query: CallQuery<typeof calls.adminAccountList> }) {
  const { q, role, page } = query;
  const [{ rows, total }, organisers] = await Promise.all([
    accountsMatching({ db, q, role, limit: ADMIN_ACCOUNTS_PAGE_SIZE, offset: (page - 1) * ADMIN_ACCOUNTS_PAGE_SIZE }),
    organiserCount({ db }),
  ]);
  return {
    accounts: rows.map(presentAccount),
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_ACCOUNTS_PAGE_SIZE)),
    total,
    organisers,
  };
}
