import type { TImageMeta } from '@artclash/contract';
import { srcSetOf } from '@artclash/contract/values';
import { useState } from 'react';
import defaultAvatar from '@/assets/default-avatar.svg';
import { profileImageUrl } from '@/lib/image-url';
import styles from './avatar.module.css';

/** Whose face: their uploaded image and, when known, its stored widths (docs/decisions.md#132). */
interface Face {
  profileImage?: string | null;
  profileImageMeta?: TImageMeta | null;
}

interface AvatarProps {
  /** The person; the default face while they are unknown or have no image. */
  of: Face | null | undefined;
  size?: number;
  className?: string;
}

/**
 * A person's round face. It always stands beside their name or inside a control named for them, so the image
 * itself is decoration (empty alt text): a screen reader reads the name once, not twice.
 */
export function Avatar({ of: face, size = 40, className }: AvatarProps) {
  const url = profileImageUrl(face?.profileImage);
  const meta = face?.profileImageMeta;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url && url !== failedUrl ? url : defaultAvatar;
  const srcSet = src === url && meta && meta.sizes.length > 0 ? srcSetOf(meta.sizes) : undefined;
  return (
    <img
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
