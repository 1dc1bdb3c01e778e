import type { TEvent } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { EventImage } from './event-image';
import styles from './upcoming-carousel.module.css';

// Spec §9 "Home carousel": 1.5 slides per view, 1.75 from 768 px; loops, centred, clickable pagination.
const breakpoints = { 768: { slidesPerView: 1.75 } };
// Swiper fills {{index}} itself, so the placeholder is passed through i18next unchanged.
const keep = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

export function UpcomingCarousel({ events }: { events: TEvent[] }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  return (
    <Swiper
      key={language}
      className={styles.swiper}
      modules={[Pagination, A11y]}
      slidesPerView={1.5}
      spaceBetween={14}
      breakpoints={breakpoints}
      centeredSlides
      loop={events.length > 2}
      pagination={{ clickable: true }}
      a11y={{
        paginationBulletMessage: t('home.goToSlide', keep),
        slideLabelMessage: t('home.slideLabel', keep),
        containerRoleDescriptionMessage: t('home.carouselRole'),
        itemRoleDescriptionMessage: t('home.slideRole'),
        containerMessage: t('home.carouselLabel'),
      }}
    >
      {events.map((event) => {
        const first = event.date_times[0];
        const when = first ? formatEventDateTime(first, event.timezone, language).date : '';
        return (
          <SwiperSlide key={event._id} className={styles.slide}>
            <Link to={paths.eventDetails.getHref(event._id)} className={styles.card}>
              <EventImage path={event.images[0]} alt="" className={styles.image} sizes="(max-width: 480px) 67vw, 320px" eager />
              <span className={styles.text}>
                <span className={styles.title}>{pick(event.title_eng, event.title_jap)}</span>
                {when && <span className={styles.date}>{when}</span>}
              </span>
            </Link>
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
