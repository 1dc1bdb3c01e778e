import type { TUserPost } from '@artclash/contract';
import { srcSetOf } from '@artclash/contract/values';
import { backendImageUrl } from '@/lib/image-url';

interface PostImageProps {
  post: Pick<TUserPost, 'image' | 'image_meta' | 'title'>;
  /** The `sizes` of the box the image fills (a grid column, the details page's width). */
  sizes: string;
  className?: string;
}

/**
 * A post's image at the width the page needs (docs/decisions.md#132): `srcset` from its stored widths,
 * `width`/`height` so its box is reserved before it loads. A post that is not Public comes with
 * signed addresses (docs/decisions.md#134), used exactly as given.
 */
export function PostImage({ post, sizes, className }: PostImageProps) {
  const { image, image_meta: meta } = post;
  return (
    <img
      className={className}
      src={backendImageUrl(image)}
      srcSet={meta.sizes.length > 0 ? srcSetOf(meta.sizes) : undefined}
      sizes={meta.sizes.length > 0 ? sizes : undefined}
      width={meta.width}
      height={meta.height}
      alt={post.title}
      loading="lazy"
      decoding="async"
    />
  );
}
