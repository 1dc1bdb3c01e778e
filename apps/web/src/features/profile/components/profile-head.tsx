import type { TImageMeta } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import buttons from '@/components/button/button.module.css';
import { PencilIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/skeleton/skeleton';
import layout from '@/components/layout/layout.module.css';
import pageStyles from './profile-page.module.css';
import styles from './profile-head.module.css';

/** What My Profile and the public profile show of a person (the fields both replies share). */
interface ProfileFace {
  username: string;
  bio: string;
  country: string;
  profileImage: string;
  profileImageMeta: TImageMeta | null;
  website_link: string;
  instagram_link: string;
  twitter_link: string;
  uploads: number;
  views: number;
}

interface ProfileHeadProps {
  profile: ProfileFace;
  /** My Profile only: the avatar's and the bio's edit icons. */
  onEditImage?: () => void;
  onEditBio?: () => void;
}

const LINKS = [
  ['website_link', 'profile.my.website'],
  ['instagram_link', 'profile.my.instagram'],
  ['twitter_link', 'profile.my.twitter'],
] as const;

/** §2.9: avatar, username, bio, country or '-', the Uploads and Views counts, the links (each in a new tab). */
export function ProfileHead({ profile, onEditImage, onEditBio }: ProfileHeadProps) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const links = LINKS.filter(([field]) => profile[field]);
  return (
    <section className={styles.head}>
      <div className={styles.avatarBox}>
        <Avatar of={profile} size={112} className={styles.avatar} />
        {onEditImage && (
          <button
            type="button"
            className={`${buttons.icon} ${styles.avatarEdit}`}
            onClick={onEditImage}
            aria-label={t('profile.my.editImage')}
          >
            <PencilIcon width={18} height={18} />
          </button>
        )}
      </div>
      <h2 className={styles.name}>{profile.username}</h2>

      <div className={styles.bioRow}>
        <p className={profile.bio ? styles.bio : styles.bioEmpty}>
          {profile.bio || (onEditBio ? t('profile.my.addBio') : '')}
        </p>
        {onEditBio && (
          <button
            type="button"
            className={`${buttons.icon} ${styles.bioEdit}`}
            onClick={onEditBio}
            aria-label={t('profile.my.editBio')}
          >
            <PencilIcon width={18} height={18} />
          </button>
        )}
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('profile.my.country')}</dt>
          <dd>{profile.country || t('profile.my.noCountry')}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('profile.my.uploads')}</dt>
          <dd>{count.format(profile.uploads)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('profile.my.views')}</dt>
          <dd>{count.format(profile.views)}</dd>
        </div>
      </dl>

      {links.length > 0 && (
        <ul className={`${layout.chips} ${styles.links}`} aria-label={t('profile.my.linksLabel')}>
          {links.map(([field, label]) => (
            <li key={field}>
              <a
                href={profile[field]}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
                aria-label={t('profile.my.opensInNewTab', { name: t(label) })}
              >
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The head's placeholder while the profile loads. */
export function ProfileHeadSkeleton() {
  return (
    <div className={pageStyles.headSkeleton}>
      <Skeleton width={112} height={112} radius="50%" />
      <Skeleton width={160} height={24} radius={8} />
      <Skeleton height={64} radius={14} />
    </div>
  );
}
