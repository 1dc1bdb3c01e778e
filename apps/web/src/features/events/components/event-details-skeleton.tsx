import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import styles from './event-details-view.module.css';

export function EventDetailsSkeleton() {
  return (
    <LoadingRegion className={styles.article}>
      <div className={styles.hero}>
        <Skeleton height={240} radius={0} />
      </div>
      <Skeleton height={32} width="75%" />
      <Skeleton height={110} radius={20} />
      <Skeleton height={160} radius={20} />
      <Skeleton height={80} radius={20} />
    </LoadingRegion>
  );
}
