import type { TEvent } from '@artclash/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { EventImage } from '@/components/event-image/event-image';
import styles from './upcoming-carousel.module.css';

/** One upcoming event's card in the home carousel, the same before and after Swiper takes over (docs/decisions.md#181). */
export function CarouselSlide({ event }: { event: TEvent }) {
  const { language, pick } = useLanguage();
  const first = event.date_times[0];
  const when = first ? formatEventDateTime(first, event.timezone, language).date : '';
  return (
    <Link to={paths.eventDetails.getHref(event._id)} className={styles.card} data-event-id={event._id}>
      <EventImage path={event.images[0]} alt="" className={styles.image} sizes="(max-width: 480px) 67vw, 320px" eager />
      <span className={styles.text}>
        <span className={styles.title}>{pick(event.title_eng, event.title_jap)}</span>
        {when && <span className={styles.date}>{when}</span>}
      </span>
    </Link>
  );
}
