import type { TPublicUser } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { paths } from '@/config/paths';
import styles from './participants.module.css';

/** A participant as a link to their public profile, with 'city, country' (docs/product.md §2.8). */
export function ParticipantRow({ user }: { user: TPublicUser }) {
  const { t } = useTranslation();
  const place = [user.city, user.country].filter(Boolean);
  return (
    <Link to={paths.publicProfile.getHref(user._id)} className={styles.row}>
      <Avatar image={user.profileImage} name={user.username} size={44} decorative />
      <span className={styles.who}>
        <span className={styles.name} title={user.username}>{user.username}</span>
        {place.length > 0 && (
          <span className={styles.place}>
            {place.length === 2 ? t('common.cityCountry', { city: user.city, country: user.country }) : place[0]}
          </span>
        )}
      </span>
    </Link>
  );
}
