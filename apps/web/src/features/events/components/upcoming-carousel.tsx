import type { TEvent } from '@artclash/contract';
import {
  type FocusEvent,
  lazy,
  type PointerEvent,
  startTransition,
  Suspense,
  useCallback,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PAGINATION_DOTS } from './carousel-pagination';
import { CarouselSlide } from './carousel-slide';
import styles from './upcoming-carousel.module.css';

// Swiper is a quarter of home's script: it loads on the first touch of the carousel, not with the page (docs/decisions.md#181).
const loadSwiper = () => import('./swiper-carousel');
const SwiperCarousel = lazy(() => loadSwiper().then((module) => ({ default: module.SwiperCarousel })));

/** How far a finger moves before the preview reads it as a swipe to the next or previous slide. */
const SWIPE_PX = 30;

/**
 * The home carousel (§9). It first paints as a still preview laid out as Swiper lays out its first
 * view (the first event in the middle, its neighbours at the sides), with the same cards, classes and
 * labels. A swipe, a wheel, keyboard focus or a pagination button hands over to Swiper at the slide
 * meant; the preview stays until Swiper is ready, and keyboard focus moves to the same control in it.
 */
export function UpcomingCarousel({ events }: { events: TEvent[] }) {
  const [start, setStart] = useState<number | null>(null);
  /** A selector of what has keyboard focus in the preview, to focus again in Swiper. */
  const focusedRef = useRef<string | null>(null);
  const wake = useCallback((index: number, focus: string | null = null) => {
    focusedRef.current = focus;
    startTransition(() => setStart((current) => current ?? index));
  }, []);
  const forgetFocus = useCallback(() => {
    focusedRef.current = null;
  }, []);
  const restoreFocus = useCallback((root: HTMLElement) => {
    if (focusedRef.current) root.querySelector<HTMLElement>(focusedRef.current)?.focus();
  }, []);
  return (
    <Suspense fallback={null}>
      {start === null ? (
        <CarouselPreview events={events} onWake={wake} onFocusLeave={forgetFocus} />
      ) : (
        <SwiperCarousel events={events} initialSlide={start} onMount={restoreFocus} />
      )}
    </Suspense>
  );
}

interface PreviewProps {
  events: TEvent[];
  /** Hands over to Swiper at `index`; `focus` selects what has keyboard focus, to focus again there. */
  onWake: (index: number, focus?: string | null) => void;
  onFocusLeave: () => void;
}

function CarouselPreview({ events, onWake, onFocusLeave }: PreviewProps) {
  const { t } = useTranslation();
  const looped = events.length > 2;
  const order = events.map((_, index) => index);
  // As Swiper's loop shows it: the last event before the first, which is in the middle.
  const shown = looped ? [order.at(-1)!, ...order.slice(0, -1)] : order;
  const pressedAt = useRef<number | null>(null);
  const step = (delta: number) => (events.length + delta) % events.length;

  const onPointerUp = (event: PointerEvent) => {
    const from = pressedAt.current;
    pressedAt.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) onWake(step(moved < 0 ? 1 : -1));
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // A tap or a click focuses a card too: only the keyboard's focus wakes Swiper, so the tap still follows its link.
    if (!event.target.matches(':focus-visible')) return;
    const card = event.target.closest<HTMLElement>('[data-event-id]');
    const bullet = event.target.dataset.bullet;
    if (card)
      onWake(
        Math.max(
          0,
          events.findIndex((item) => item._id === card.dataset.eventId),
        ),
        `a[data-event-id="${card.dataset.eventId}"]`,
      );
    else if (bullet) onWake(0, `.swiper-pagination-bullet:nth-child(${Number(bullet) + 1})`);
  };

  return (
    <div
      className={`swiper ${styles.swiper} ${styles.preview}`}
      role="region"
      aria-roledescription={t('home.carouselRole')}
      aria-label={t('home.carouselLabel')}
      onPointerDown={(event) => {
        pressedAt.current = event.clientX;
        void loadSwiper();
      }}
      onPointerUp={onPointerUp}
      onWheel={(event) => {
        if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) onWake(0);
      }}
      onFocus={onFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusLeave();
      }}
    >
      <div className={`${styles.track} ${looped ? styles.looped : ''}`}>
        {shown.map((index, position) => (
          <div
            key={events[index]!._id}
            className={`swiper-slide ${styles.slide} ${index === 0 ? 'swiper-slide-active' : ''}`}
            role="group"
            aria-roledescription={t('home.slideRole')}
            aria-label={t('home.slideLabel', { index: index + 1, slidesLength: events.length })}
          >
            {/* The middle card and its two neighbours are in view; the rest are clipped until Swiper takes over. */}
            <CarouselSlide event={events[index]!} inView={position < 3} side={index !== 0} />
          </div>
        ))}
      </div>
      {events.length > MAX_PAGINATION_DOTS ? (
        <div className={`swiper-pagination-fraction ${styles.bullets}`}>
          <span className="swiper-pagination-current">1</span> /{' '}
          <span className="swiper-pagination-total">{events.length}</span>
        </div>
      ) : (
        <div className={styles.bullets}>
          {events.map((event, index) => (
            <button
              key={event._id}
              type="button"
              data-bullet={index}
              className={`swiper-pagination-bullet ${index === 0 ? 'swiper-pagination-bullet-active' : ''}`}
              aria-label={t('home.goToSlide', { index: index + 1 })}
              aria-current={index === 0 ? 'true' : undefined}
              onClick={() => onWake(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
