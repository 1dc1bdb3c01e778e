import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { PaletteIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/skeleton/skeleton';
import { EmptyState } from '@/components/state/empty-state';
import { ErrorState } from '@/components/state/error-state';
import stateStyles from '@/components/state/state.module.css';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { usePublicProfile } from '../api/get-public-profile';
import { ProfileHead } from '../components/profile-head';
import { ProfileTabs } from '../components/profile-tabs';
import { UserEventsTab, UserPostsTab } from '../components/user-content-tabs';
import styles from '../components/profile-page.module.css';

/**
 * Public profile '/public-profile/{userId}' (docs/product.md §2.9, docs/decisions.md#10): another fan's or
 * artist's face, the posts this viewer may see (the server decides, #134) and their events.
 */
export function PublicProfileRoute() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { data: profile, error, refetch } = usePublicProfile(userId);

  return (
    <AppShell
      pageId="public-profile"
      title={t('profile.public.title')}
      documentTitle={profile?.username}
      backTo={paths.home.getHref()}
    >
      <div className={styles.page}>
        {profile ? (
          <>
            <ProfileHead profile={profile} />
            <ProfileTabs
              render={(tab) =>
                tab === 'posts' ? (
                  <UserPostsTab userId={profile._id} empty={t('profile.public.noPosts')} />
                ) : (
                  <UserEventsTab userId={profile._id} empty={t('profile.public.noEvents')} />
                )
              }
            />
          </>
        ) : isNotFound(error) ? (
          <EmptyState
            as="h2"
            icon={<PaletteIcon />}
            title={t('profile.public.notFoundTitle')}
            hint={t('profile.public.notFoundBody')}
            action={
              <Link to={paths.home.getHref()} className={stateStyles.action}>
                {t('common.backHome')}
              </Link>
            }
          />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <div className={styles.headSkeleton}>
            <Skeleton width={112} height={112} radius="50%" />
            <Skeleton width={160} height={24} radius={8} />
            <Skeleton height={64} radius={14} />
          </div>
        )}
      </div>
    </AppShell>
  );
}
