import type { TUserPostFields } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type ImageGate, removeImageSet, storeImageSet } from '../../services/images/index.ts';
import { type NewTagCap, postColumnsOf, tagIdsOf } from './post-input.ts';
import { type PostImagePlaces, postImageDir } from './post-images.ts';
import { insertPost, replacePostTags } from './queries.ts';

export interface CreatePostOptions {
  db: Database;
  userId: string;
  fields: TUserPostFields;
  image: Buffer | undefined;
  places: PostImagePlaces;
  newTags: NewTagCap;
  gate: ImageGate;
}

/**
 * user-post-create (§7): the signed-in user's new post. The fields are checked first, then the image
 * is stored (docs/decisions.md#131), then the post and its tags are written in one transaction; when
 * that fails the image's files are removed again, so a refused post leaves nothing behind.
 */
export async function createPost({
  db,
  userId,
  fields,
  image,
  places,
  newTags,
  gate,
}: CreatePostOptions): Promise<string> {
  if (!image)
    throw new AppError('invalidInput', 'server.postImageRequired', { errors: { image: 'server.postImageRequired' } });
  const columns = await postColumnsOf({ db, fields });
  const dir = postImageDir(places, fields.visibility_settings);
  const stored = await storeImageSet({ bytes: image, kind: 'post', dir, gate, uploader: userId });
  try {
    return await db.transaction(async (tx) => {
      const tagIds = await tagIdsOf({ db: tx, values: fields.tags, userId, newTags });
      const postId = await insertPost({
        db: tx,
        values: {
          ...columns,
          userId,
          image: stored.key,
          imageWidth: stored.width,
          imageHeight: stored.height,
          imageWidths: stored.widths,
        },
      });
      await replacePostTags({ db: tx, postId, tagIds });
      return postId;
    });
  } catch (error) {
    await removeImageSet({ dir, key: stored.key, widths: stored.widths });
    throw error;
  }
}
