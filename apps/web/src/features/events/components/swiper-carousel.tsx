import type { TEvent } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useLanguage } from '@/lib/use-language';
import { MAX_PAGINATION_DOTS } from './carousel-pagination';
import { CarouselSlide } from './carousel-slide';
import styles from './upcoming-carousel.module.css';

// Spec §9 "Home carousel": 1.5 slides per view, 1.75 from 768 px; loops, centred, clickable pagination.
const breakpoints = { 768: { slidesPerView: 1.75 } };
// Swiper fills {{index}} itself, so the placeholder is passed through i18next unchanged.
const keep = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

interface SwiperCarouselProps {
  events: TEvent[];
  /** The slide in the middle when Swiper takes over from the preview. */
  initialSlide: number;
  /** Called once Swiper has laid out its slides, with the element that holds them (to move focus there). */
  onMount: (root: HTMLElement) => void;
}

/** The swipeable carousel, loaded on the first touch of its preview (docs/decisions.md#181). */
export function SwiperCarousel({ events, initialSlide, onMount }: SwiperCarouselProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
      initialSlide={initialSlide}
      onAfterInit={(swiper) => onMount(swiper.el)}
      // A dot per event while they fit, else '3 / 19' (docs/decisions.md#181).
      pagination={events.length > MAX_PAGINATION_DOTS ? { type: 'fraction' } : { clickable: true }}
      a11y={{
        paginationBulletMessage: t('home.goToSlide', keep),
        slideLabelMessage: t('home.slideLabel', keep),
        containerRoleDescriptionMessage: t('home.carouselRole'),
        itemRoleDescriptionMessage: t('home.slideRole'),
        containerMessage: t('home.carouselLabel'),
      }}
    >
      {events.map((event) => (
        <SwiperSlide key={event._id} className={styles.slide}>
          <CarouselSlide event={event} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
