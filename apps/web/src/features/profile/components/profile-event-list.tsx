import type { TEvent } from '@artclash/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { backendImageUrl } from '@/lib/image-url';
import { useLanguage } from '@/lib/use-language';
import styles from './profile-list.module.css';

/** The Events tab (docs/product.md#rule-9, #rule-142): the events the user took part in, latest first, each opening its details. */
export function ProfileEventList({ events, label }: { events: TEvent[]; label: string }) {
  const { language, pick } = useLanguage();
  return (
    <ul className={styles.list} aria-label={label}>
      {events.map((event) => {
        const first = event.date_times[0];
        const cover = event.images[0];
        return (
          <li key={event._id}>
            <Link to={paths.eventDetails.getHref(event._id)} className={`${styles.card} ${styles.withCover}`}>
              {cover ? (
                <img
                  className={styles.cover}
                  src={backendImageUrl(cover)}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.cover} aria-hidden="true" />
              )}
              <span className={styles.text}>
                <span className={styles.title}>{pick(event.title_eng, event.title_jap)}</span>
                {first && (
                  <span className={styles.date}>{formatEventDateTime(first, event.timezone, language).date}</span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
