import { useState } from 'react';
import { COLUMN_IMAGE_SIZES, eventImageSizes, srcSetOf } from '@artclash/contract/values';
import { backendImageUrl } from '@/lib/image-url';
import styles from './event-image.module.css';

interface EventImageProps {
  path: string | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  /**
   * `high`: the screen's largest image (its LCP), fetched at once and ahead of other images. `low`: an image in
   * view from the start that can come after the screen's largest one (a carousel's side slides, docs/decisions.md#194).
   */
  priority?: 'high' | 'low';
  /** How wide the image is drawn, for picking one of its stored widths (docs/decisions.md#180); the app's column by default. */
  sizes?: string;
}

/** An event image under /backend; without one (or when it fails) a branded gradient stands in. */
export function EventImage({
  path,
  alt,
  className,
  eager = false,
  priority,
  sizes = COLUMN_IMAGE_SIZES,
}: EventImageProps) {
  const url = path ? backendImageUrl(path) : '';
  const widths = path ? eventImageSizes(path) : undefined;
  const [failedUrl, setFailedUrl] = useState('');
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (!url || url === failedUrl)
    return (
      <span
        className={`${classes} ${styles.placeholder}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      />
    );
  return (
    <img
      className={classes}
      src={url}
      srcSet={widths && srcSetOf(widths)}
      sizes={widths && sizes}
      alt={alt}
      loading={eager || priority === 'high' ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
