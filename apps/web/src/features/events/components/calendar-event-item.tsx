import type { TEvent } from '@artclash/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { EventImage } from '@/components/event-image/event-image';
import { EventSchedule } from './event-schedule';
import { ParticipantStack } from './participant-stack';
import styles from './calendar-event-item.module.css';

/** One event in the calendar list: first image, title, dates and times, participants preview. */
export function CalendarEventItem({ event }: { event: TEvent }) {
  const { pick } = useLanguage();
  return (
    <Link to={paths.eventDetails.getHref(event._id)} className={styles.item}>
      <EventImage path={event.images[0]} alt="" className={styles.thumb} sizes="96px" />
      <div className={styles.body}>
        <h3 className={styles.title}>{pick(event.title_eng, event.title_jap)}</h3>
        <EventSchedule event={event} compact />
        {event.participants.length > 0 && <ParticipantStack participants={event.participants} />}
      </div>
    </Link>
  );
}
