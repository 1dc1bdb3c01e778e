import { useState } from 'react';
import { backendImageUrl } from '@/lib/image-url';
import styles from './event-image.module.css';

interface EventImageProps {
  path: string | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The screen's largest image (its LCP): fetched at once and ahead of other images. */
  priority?: boolean;
}

/** An event image under /backend; without one (or when it fails) a branded gradient stands in. */
export function EventImage({ path, alt, className, eager = false, priority = false }: EventImageProps) {
  const url = path ? backendImageUrl(path) : '';
  const [failedUrl, setFailedUrl] = useState('');
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (!url || url === failedUrl) return <span className={`${classes} ${styles.placeholder}`} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  return (
    <img
      className={classes}
      src={url}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
