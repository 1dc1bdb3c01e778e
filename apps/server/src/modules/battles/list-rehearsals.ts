import type { Executor } from '../../db/client.ts';
import { rehearsalEvents } from './queries.ts';

/**
 * The rehearsals the deployment holds (docs/decisions.md#360): a run of `npm run rehearsal` removes its own at
 * its end; one stopped before (killed, the machine gone) leaves its event here for `--clean` to remove.
 */
export async function listRehearsals({ db }: { db: Executor }) {
  const rows = await rehearsalEvents({ db });
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    accounts: Number(row.accounts),
  }));
}
