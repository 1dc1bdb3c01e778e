import type { TAdminTag } from '@artclash/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postTags, tags } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { presentAdminTag } from './presenter.ts';
import { tagRow } from './queries.ts';

/**
 * Merges a tag into another in one transaction (docs/product.md#rule-123): every post of `tagId` gets
 * `into` in the same place of its tag list (a post that has both keeps the one it had), then `tagId`
 * goes. 400 for a tag into itself, 404 when either is unknown. Answers the merged tag.
 */
export async function mergeTags({
  db,
  tagId,
  into,
}: {
  db: Database;
  tagId: string;
  into: string;
}): Promise<TAdminTag> {
  if (tagId === into)
    throw new AppError('invalidInput', 'server.tagMergeIntoItself', { errors: { into: 'server.tagMergeIntoItself' } });
  return db.transaction(async (tx) => {
    // Both rows locked, in a fixed order, so a merge the other way round waits instead of deadlocking.
    for (const id of [tagId, into].filter(isUuid).sort())
      await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, id)).for('update');
    const [source, target] = await Promise.all([tagRow({ db: tx, tagId }), tagRow({ db: tx, tagId: into })]);
    if (!source || !target) throw new AppError('notFound', 'server.tagNotFound');
    await tx.execute(sql`
      insert into ${postTags} (post_id, tag_id, position)
      select ${postTags.postId}, ${into}::uuid, ${postTags.position} from ${postTags} where ${postTags.tagId} = ${tagId}
      on conflict do nothing`);
    await tx.delete(tags).where(eq(tags.id, tagId));
    return presentAdminTag((await tagRow({ db: tx, tagId: into }))!);
  });
}
