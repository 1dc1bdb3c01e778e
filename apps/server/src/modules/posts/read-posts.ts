import type { Language, TUserPost } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { postPolicy } from './policy.ts';
import type { PostImagePlaces } from './post-images.ts';
import { presentPost } from './presenter.ts';
import { postById, postsOfUser, tagsOfPosts, userExists } from './queries.ts';

export interface ReadPostsOptions {
  db: Executor;
  viewer: Viewer | null;
  language: Language;
  places: PostImagePlaces;
  now: Date;
}

/** user-post-getAll/{userId}: the user's posts this viewer may see (docs/product.md#rule-10), newest first; 404 for an unknown user. */
export async function listUserPosts({
  userId,
  ...options
}: ReadPostsOptions & { userId: string }): Promise<TUserPost[]> {
  const { db, viewer, language, places, now } = options;
  if (!isUuid(userId) || !(await userExists({ db, userId }))) throw new AppError('notFound', 'server.userNotFound');
  const rows = await postsOfUser({ db, userId, visibilities: postPolicy.visibilitiesFor(viewer, userId) });
  const tags = await tagsOfPosts({ db, postIds: rows.map((row) => row.post.id) });
  return rows.map((row) => presentPost(row, { tags: tags.get(row.post.id) ?? [], language, places, now }));
}

/** single-user-post-getAll/{postId}: one post, when this viewer may see it; otherwise 404, as if it did not exist. */
export async function readPost({ postId, ...options }: ReadPostsOptions & { postId: string }): Promise<TUserPost> {
  const { db, viewer, language, places, now } = options;
  const row = isUuid(postId) ? await postById({ db, postId }) : undefined;
  if (!row || !postPolicy.canSee(viewer, { userId: row.post.userId, visibility: row.post.visibilitySettings }))
    throw new AppError('notFound', 'server.postNotFound');
  const tags = await tagsOfPosts({ db, postIds: [postId] });
  return presentPost(row, { tags: tags.get(postId) ?? [], language, places, now });
}
