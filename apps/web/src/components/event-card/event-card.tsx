import type { TEvent } from '@artclash/contract';
import { Link } from 'react-router';
import { cardProps } from '../card/card';
import { EventImage } from '@/components/event-image/event-image';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import styles from './event-card.module.css';

interface EventCardProps {
  event: TEvent;
  /** How wide the cover is drawn (docs/decisions.md#180). */
  sizes: string;
  /** The cover loads with the page (a card in view at once). */
  eager?: boolean;
  /** `low`: the cover is in view but can come after the screen's largest image (docs/decisions.md#194). */
  priority?: 'low';
  /** False draws the placeholder instead of the cover, for a card that cannot be seen yet (docs/decisions.md#187). */
  coverShown?: boolean;
  /** A class for the cover, for the list's own rules (the home carousel dims the covers beside the middle one). */
  imageClassName?: string;
  /** Marks the card for the list that holds it (the home carousel finds a focused card by it). */
  'data-event-id'?: string;
}

/** An event's card: its cover, title and first date in its own zone, opening the event's page (home's carousel, Event History). */
export function EventCard({
  event,
  sizes,
  eager = false,
  priority,
  coverShown = true,
  imageClassName,
  ...marks
}: EventCardProps) {
  const { language, pick } = useLanguage();
  const first = event.date_times[0];
  const when = first ? formatEventDateTime(first, event.timezone, language).date : '';
  return (
    <Link to={paths.eventDetails.getHref(event._id)} {...cardProps({}, styles.card)} {...marks}>
      <EventImage
        path={coverShown ? event.images[0] : undefined}
        alt=""
        className={[styles.image, imageClassName].filter(Boolean).join(' ')}
        sizes={sizes}
        eager={eager}
        priority={priority}
      />
      <span className={styles.text}>
        <span className={styles.title}>{pick(event.title_eng, event.title_jap)}</span>
        {when && <span className={styles.date}>{when}</span>}
      </span>
    </Link>
  );
}
