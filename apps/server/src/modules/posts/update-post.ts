import type { TUserPostUpdateFields } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  type ImageGate,
  moveImageSet,
  removeImageSet,
  type StoredImageSet,
  storeImageSet,
} from '../../services/images/index.ts';
import { postPolicy } from './policy.ts';
import { type NewTagCap, postColumnsOf, tagIdsOf } from './post-input.ts';
import { type PostImagePlaces, postImageDir } from './post-images.ts';
import { postById, replacePostTags, updateOwnPost } from './queries.ts';

export interface UpdatePostOptions {
  db: Database;
  viewer: Viewer;
  fields: TUserPostUpdateFields;
  image: Buffer | undefined;
  places: PostImagePlaces;
  newTags: NewTagCap;
  gate: ImageGate;
}

/**
 * user-post-update (§7): the owner's changes to a post (docs/product.md#rule-22); 404 when the viewer
 * may not see it, 403 when it is someone else's. A new image is stored before the row changes and the
 * old one removed after; without one, a change of visibility moves the files between the public and
 * the private folder (docs/decisions.md#134) under a new key, so the image's old addresses, cached as
 * immutable while it was Public, find nothing (docs/decisions.md#254). When the row cannot be written, the
 * files are put back.
 */
/**
 * Moves the image's files for a change of visibility. Files already gone mean another change of this post
 * moved them first (two saves at once): this one is refused with 409 and changes nothing.
 */
async function moveFiles(from: string, to: string, set: { key: string; widths: readonly number[] }) {
  try {
    return await moveImageSet({ from, to, ...set });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AppError('conflict', 'server.postChangedMeanwhile');
    throw error;
  }
}

export async function updatePost({
  db,
  viewer,
  fields,
  image,
  places,
  newTags,
  gate,
}: UpdatePostOptions): Promise<string> {
  const postId = fields.postid;
  const found = isUuid(postId) ? await postById({ db, postId }) : undefined;
  if (!found || !postPolicy.canSee(viewer, { userId: found.post.userId, visibility: found.post.visibilitySettings }))
    throw new AppError('notFound', 'server.postNotFound');
  if (!postPolicy.canChange(viewer, { userId: found.post.userId, visibility: found.post.visibilitySettings }))
    throw new AppError('forbidden', 'server.notYourPost');
  const { post } = found;
  const columns = await postColumnsOf({ db, fields });
  const oldSet = { key: post.image, widths: post.imageWidths };
  const oldDir = postImageDir(places, post.visibilitySettings);
  const newDir = postImageDir(places, fields.visibility_settings);
  const stored: StoredImageSet | undefined = image
    ? await storeImageSet({ bytes: image, kind: 'post', dir: newDir, gate, uploader: viewer.id })
    : undefined;
  const movedKey = !stored && newDir !== oldDir ? await moveFiles(oldDir, newDir, oldSet) : undefined;
  const undoFiles = async () => {
    if (stored) await removeImageSet({ dir: newDir, ...stored });
    else if (movedKey)
      await moveImageSet({ from: newDir, to: oldDir, key: movedKey, widths: oldSet.widths, toKey: oldSet.key });
  };
  try {
    const updated = await db.transaction(async (tx) => {
      const tagIds = await tagIdsOf({ db: tx, values: fields.tags, userId: viewer.id, newTags });
      const imageColumns = stored
        ? { image: stored.key, imageWidth: stored.width, imageHeight: stored.height, imageWidths: stored.widths }
        : movedKey && { image: movedKey };
      // A whole form saved publishes a draft made from a battle's photo (docs/decisions.md#425).
      const values = { ...columns, ...imageColumns, draft: false };
      if (!(await updateOwnPost({ db: tx, postId, userId: viewer.id, values }))) return false;
      await replacePostTags({ db: tx, postId, tagIds });
      return true;
    });
    if (!updated) throw new AppError('notFound', 'server.postNotFound');
  } catch (error) {
    await undoFiles();
    throw error;
  }
  if (stored) await removeImageSet({ dir: oldDir, ...oldSet });
  return postId;
}
