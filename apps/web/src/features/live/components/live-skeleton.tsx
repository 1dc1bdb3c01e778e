import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import styles from './live.module.css';

/** The live screens while the first battle list arrives (docs/product.md#rule-43: shaped like the screen). */
export function LiveSkeleton() {
  return (
    <LoadingRegion className={styles.view}>
      <Skeleton height="auto" className={styles.streamSkeleton} radius={14} />
      <Skeleton width="70%" height={24} />
      <Skeleton height={220} radius={20} />
    </LoadingRegion>
  );
}
