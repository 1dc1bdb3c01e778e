import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import styles from './route-fallback.module.css';

/** Shown while a screen's code loads: the shape of a page, never a blank screen. */
export function RouteFallback() {
  return (
    <div className={styles.column}>
      <LoadingRegion className={styles.body}>
        <Skeleton height={44} radius={22} width="60%" className={styles.center} />
        <Skeleton height={200} radius={20} />
        <Skeleton height={20} width="70%" />
        <Skeleton height={120} radius={16} />
      </LoadingRegion>
    </div>
  );
}
