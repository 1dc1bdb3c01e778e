import type { TEvent } from '@artclash/contract';
import { EventCard } from '@/components/event-card/event-card';
import styles from './upcoming-carousel.module.css';

/**
 * One upcoming event's card in the home carousel, the same before and after Swiper takes over (docs/decisions.md#181).
 * `inView`: its cover loads with the page. The preview's cards out of view (clipped, and never shown before Swiper
 * takes over with cards of its own) draw the placeholder instead, so their covers cost a phone nothing (docs/decisions.md#187).
 * `side`: a dimmed neighbour of the middle card, whose cover comes after the screen's largest picture (docs/decisions.md#194).
 */
export function CarouselSlide({
  event,
  inView = true,
  side = false,
}: {
  event: TEvent;
  inView?: boolean;
  side?: boolean;
}) {
  return (
    <EventCard
      event={event}
      sizes="(max-width: 480px) 67vw, 320px"
      eager
      priority={side ? 'low' : undefined}
      coverShown={inView}
      imageClassName={styles.image}
      data-event-id={event._id}
    />
  );
}
