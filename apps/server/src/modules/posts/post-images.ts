import { join } from 'node:path';
import type { TImageMeta, TPostVisibility } from '@artclash/contract';
import { imageFileName, imageMetaOf, signedPath } from '../../services/images/index.ts';
import type { PostRow } from './queries.ts';

/**
 * Where post images live and how their addresses are signed (docs/decisions.md#134): a Public post's
 * files under DATA_DIR/uploads/posts, served by the static route to anyone; any other post's under
 * DATA_DIR/private-uploads/posts, reachable only through a signed, expiring address that the replies
 * give to the viewers allowed to see the post.
 */
export interface PostImagePlaces {
  uploadsDir: string;
  privateUploadsDir: string;
  /** The key that signs private image addresses (the session secret). */
  secret: string;
}

export const postImageDir = (
  places: Pick<PostImagePlaces, 'uploadsDir' | 'privateUploadsDir'>,
  visibility: TPostVisibility,
): string => (visibility === 'Public' ? join(places.uploadsDir, 'posts') : join(places.privateUploadsDir, 'posts'));

/** The private image route (routes.ts) and what its signature covers: the post, the file and the visibility it was given for. */
const privateImagePath = (postId: string, fileName: string) => `api/post-image/${postId}/${fileName}`;
export const privateImageSubject = (postId: string, fileName: string, visibility: TPostVisibility) =>
  `${postId}/${fileName}/${visibility}`;

/** A post's image as the replies give it: the widest file's path under /backend/ and every width for srcset. */
export function presentPostImage(
  places: PostImagePlaces,
  post: PostRow,
  now: Date,
): { image: string; image_meta: TImageMeta } {
  const visibility = post.visibilitySettings;
  const pathOf = (fileName: string) =>
    visibility === 'Public'
      ? `uploads/posts/${fileName}`
      : signedPath({
          secret: places.secret,
          path: privateImagePath(post.id, fileName),
          subject: privateImageSubject(post.id, fileName, visibility),
          now,
        });
  const image_meta = imageMetaOf(
    { key: post.image, width: post.imageWidth, height: post.imageHeight, widths: post.imageWidths },
    pathOf,
  );
  return { image: image_meta.sizes.at(-1)?.path ?? pathOf(imageFileName(post.image, post.imageWidth)), image_meta };
}
