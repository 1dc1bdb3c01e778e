import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaletteIcon } from '@/components/icons/icons';
import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import { QueryView } from '@/components/query-view/query-view';
import { EmptyState } from '@/components/state/empty-state';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { upcomingRange } from './calendar-range';
import styles from './home-sections.module.css';
import { UpcomingCarousel } from './upcoming-carousel';

function CarouselSkeleton() {
  return (
    <LoadingRegion className={styles.carouselSkeleton}>
      <Skeleton height={280} radius={20} width="14%" />
      <Skeleton height={300} radius={20} width="66%" />
      <Skeleton height={280} radius={20} width="14%" />
    </LoadingRegion>
  );
}

/** 'Swipe Through {product} Events' with 'See all' → the calendar over the upcoming events (docs/product.md#rule-9, #rule-114). */
export function UpcomingSection() {
  const { t } = useTranslation();
  const upcoming = useUpcomingEvents();

  return (
    <section className={styles.section} aria-labelledby="upcoming-heading">
      <div className={styles.headingRow}>
        <h2 id="upcoming-heading" className={styles.heading}>
          {t('home.carouselHeading', { product: PRODUCT_NAME })}
        </h2>
        <Link
          to={paths.calendar.getHref(
            upcoming.data && upcoming.data.length > 0 ? upcomingRange(upcoming.data, new Date()) : undefined,
          )}
          className={styles.seeAll}
        >
          {t('home.seeAll')}
        </Link>
      </div>
      <QueryView
        query={upcoming}
        loading={<CarouselSkeleton />}
        empty={<EmptyState icon={<PaletteIcon />} title={t('home.upcomingEmpty')} />}
      >
        {(events) => <UpcomingCarousel events={events} />}
      </QueryView>
    </section>
  );
}
