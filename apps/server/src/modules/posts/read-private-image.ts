import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { imageFileName, isSignedFor } from '../../services/images/index.ts';
import { type PostImagePlaces, postImageDir, privateImageSubject } from './post-images.ts';
import { postById } from './queries.ts';

const FILE_NAME = /^([0-9a-f-]{36})-(\d{1,5})\.webp$/;

/**
 * The bytes of a non-public post's image file, for a signed address (docs/decisions.md#134): the
 * signature must cover this post, this file and the post's current visibility, and must not have
 * expired. Anything else is a 404, as if there were no such file.
 */
export async function readPrivateImage(options: {
  db: Executor;
  places: PostImagePlaces;
  postId: string;
  fileName: string;
  exp: string;
  sig: string;
  now: Date;
}): Promise<Buffer> {
  const { db, places, postId, fileName, exp, sig, now } = options;
  const notFound = new AppError('notFound', 'server.notFound');
  const [, key, width] = FILE_NAME.exec(fileName) ?? [];
  if (!key || !width || !isUuid(postId)) throw notFound;
  const post = (await postById({ db, postId }))?.post;
  if (!post || post.visibilitySettings === 'Public' || post.image !== key || !post.imageWidths.includes(Number(width)))
    throw notFound;
  if (
    !isSignedFor({
      secret: places.secret,
      subject: privateImageSubject(postId, fileName, post.visibilitySettings),
      exp,
      sig,
      now,
    })
  )
    throw notFound;
  return readFile(join(postImageDir(places, post.visibilitySettings), imageFileName(key, Number(width)))).catch(() => {
    throw notFound;
  });
}
