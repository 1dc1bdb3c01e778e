import type { TPublicUser } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { paths } from '@/config/paths';
import { mayOpenCreatorScreens, useSession } from '@/lib/session';
import styles from './participants.module.css';

/**
 * A participant as a link to their public profile, with 'city, country' (docs/product.md §2.8); for a
 * park user, who may not open profiles, the same row without the link (docs/product.md#rule-177).
 */
export function ParticipantRow({ user }: { user: TPublicUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const place = [user.city, user.country].filter(Boolean);
  const content = (
    <>
      <Avatar of={user} size={44} />
      <span className={styles.who}>
        <span className={styles.name} title={user.username}>
          {user.username}
        </span>
        {place.length > 0 && (
          <span className={styles.place}>
            {place.length === 2 ? t('common.cityCountry', { city: user.city, country: user.country }) : place[0]}
          </span>
        )}
      </span>
    </>
  );
  if (!mayOpenCreatorScreens(session)) return <div className={`${styles.row} ${styles.plain}`}>{content}</div>;
  return (
    <Link to={paths.publicProfile.getHref(user._id)} className={styles.row}>
      {content}
    </Link>
  );
}
