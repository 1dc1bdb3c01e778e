import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { removeImageSet } from '../../services/images/index.ts';
import { postPolicy } from './policy.ts';
import { type PostImagePlaces, postImageDir } from './post-images.ts';
import { deleteOwnPost, postById } from './queries.ts';

/**
 * user-post-delete/{postId} (§7): the owner removes a post (docs/product.md#rule-22); 404 when the viewer
 * may not see it, 403 when it is someone else's. The row goes first, then its image's files.
 */
export async function deletePost({
  db,
  viewer,
  postId,
  places,
}: {
  db: Database;
  viewer: Viewer;
  postId: string;
  places: PostImagePlaces;
}): Promise<void> {
  const found = isUuid(postId) ? await postById({ db, postId }) : undefined;
  if (!found || !postPolicy.canSee(viewer, { userId: found.post.userId, visibility: found.post.visibilitySettings }))
    throw new AppError('notFound', 'server.postNotFound');
  if (!postPolicy.canChange(viewer, { userId: found.post.userId, visibility: found.post.visibilitySettings }))
    throw new AppError('forbidden', 'server.notYourPost');
  const deleted = await deleteOwnPost({ db, postId, userId: viewer.id });
  if (!deleted) throw new AppError('notFound', 'server.postNotFound');
  await removeImageSet({
    dir: postImageDir(places, deleted.visibilitySettings),
    key: deleted.image,
    widths: deleted.imageWidths,
  });
}
