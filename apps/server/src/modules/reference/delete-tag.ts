import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { tagRow } from './queries.ts';

/** Deletes a tag; posts lose it (their post_tags rows cascade). Answers how many posts had it; 404 for an unknown tag. */
export async function deleteTag({ db, tagId }: { db: Database; tagId: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const tag = await tagRow({ db: tx, tagId });
    if (!tag) throw new AppError('notFound', 'server.tagNotFound');
    await tx.delete(tags).where(eq(tags.id, tagId));
    return tag.posts;
  });
}
