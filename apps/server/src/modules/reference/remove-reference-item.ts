import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { lockList, referenceItemRow } from './queries.ts';
import { listSpecOf } from './reference-input.ts';

/**
 * Removes an item and lets go of everything that points at it, in one transaction
 * (docs/product.md#rule-121): users' interests in it, park users' picks of it, posts' media type.
 * Answers how many users (for a media type: posts) it touched; 404 for an unknown list or item.
 */
export async function removeReferenceItem({
  db,
  list,
  itemId,
}: {
  db: Database;
  list: string;
  itemId: string;
}): Promise<number> {
  const { spec } = listSpecOf(list);
  return db.transaction(async (tx) => {
    await lockList({ tx, list });
    const item = await referenceItemRow({ db: tx, spec, itemId });
    if (!item) throw new AppError('notFound', 'server.referenceItemNotFound');
    const affected = await spec.release(tx, item);
    await tx.delete(spec.table).where(eq(spec.table.id, itemId));
    return affected;
  });
}
