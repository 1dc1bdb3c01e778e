import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import styles from './results-view.module.css';

export function ResultsSkeleton() {
  return (
    <LoadingRegion className={styles.view}>
      <Skeleton height={96} radius={20} />
      <Skeleton height={24} width="40%" />
      <Skeleton height={300} radius={20} />
      <Skeleton height={300} radius={20} />
    </LoadingRegion>
  );
}
