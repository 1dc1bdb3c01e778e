import type { TEvent } from '@artclash/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { EventImage } from '@/components/event-image/event-image';
import styles from './upcoming-carousel.module.css';

/**
 * One upcoming event's card in the home carousel, the same before and after Swiper takes over (docs/decisions.md#181).
 * `inView`: its cover loads with the page. The preview's cards out of view (clipped, and never shown before Swiper
 * takes over with cards of its own) draw the placeholder instead, so their covers cost a phone nothing (docs/decisions.md#187).
 */
export function CarouselSlide({ event, inView = true }: { event: TEvent; inView?: boolean }) {
  const { language, pick } = useLanguage();
  const first = event.date_times[0];
  const when = first ? formatEventDateTime(first, event.timezone, language).date : '';
  return (
    <Link to={paths.eventDetails.getHref(event._id)} className={styles.card} data-event-id={event._id}>
      <EventImage path={inView ? event.images[0] : undefined} alt="" className={styles.image} sizes="(max-width: 480px) 67vw, 320px" eager />
      <span className={styles.text}>
        <span className={styles.title}>{pick(event.title_eng, event.title_jap)}</span>
        {when && <span className={styles.date}>{when}</span>}
      </span>
    </Link>
  );
}
