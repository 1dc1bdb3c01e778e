import { ADMIN_TAGS_PAGE_SIZE, type CallQuery, type calls, type TAdminTag } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { presentAdminTag } from './presenter.ts';
import { tagPage } from './queries.ts';

/** One page of the tags whose name holds `q`, each with its post count, and how many pages there are. */
export async function listTags({
  db,
  query,
}: {
  db: Executor;
  query: CallQuery<typeof calls.adminTagList>;
}): Promise<{ tags: TAdminTag[]; page: number; pages: number; total: number }> {
  const { q, page } = query;
  const { rows, total } = await tagPage({
    db,
    q,
    offset: (page - 1) * ADMIN_TAGS_PAGE_SIZE,
    limit: ADMIN_TAGS_PAGE_SIZE,
  });
  return { tags: rows.map(presentAdminTag), page, pages: Math.max(1, Math.ceil(total / ADMIN_TAGS_PAGE_SIZE)), total };
}
