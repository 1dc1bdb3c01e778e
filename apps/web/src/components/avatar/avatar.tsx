import type { TImageMeta } from '@artclash/contract';
import { srcSetOf } from '@artclash/contract/values';
import { useState } from 'react';
import defaultAvatar from '@/assets/default-avatar.svg';
import { profileImageUrl } from '@/lib/image-url';
import styles from './avatar.module.css';

interface AvatarProps {
  image: string | null | undefined;
  /** The person's name, used as the alt text unless the name is already shown beside the avatar. */
  name: string;
  size?: number;
  decorative?: boolean;
  className?: string;
  /** An uploaded image's stored widths (docs/decisions.md#132): the browser picks one for `size` pixels. */
  meta?: TImageMeta | null | undefined;
}

export function Avatar({ image, name, size = 40, decorative = false, className, meta }: AvatarProps) {
  const url = profileImageUrl(image);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url && url !== failedUrl ? url : defaultAvatar;
  const srcSet = src === url && meta && meta.sizes.length > 0 ? srcSetOf(meta.sizes) : undefined;
  return (
    <img
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
