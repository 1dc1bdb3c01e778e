import type { TImageMeta } from '@artclash/contract';
import { PostImage } from '@/components/post-image/post-image';
import styles from './artwork-photo.module.css';

interface ArtworkPhotoProps {
  photo: TImageMeta;
  /** Whose canvas it is, in words. */
  alt: string;
  /** The `sizes` of the box it fills. */
  sizes: string;
}

/**
 * The photo of a canvas taken once a battle's time was up (docs/decisions.md#425): stored as a post image is, so shown
 * the same way, at the width the box needs, its box reserved before it loads; cropped to 4:3 so two sit level.
 */
export function ArtworkPhoto({ photo, alt, sizes }: ArtworkPhotoProps) {
  return (
    <PostImage
      post={{ image: photo.sizes.at(-1)?.path ?? '', image_meta: photo, title: alt }}
      sizes={sizes}
      className={styles.photo}
    />
  );
}
