import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { PaletteIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/state/empty-state';
import { QueryView } from '@/components/query-view/query-view';
import stateStyles from '@/components/state/state.module.css';
import { paths } from '@/config/paths';
import { usePublicProfile } from '../api/get-public-profile';
import { ProfileBattles } from '../components/profile-battles';
import { ProfileHead, ProfileHeadSkeleton } from '../components/profile-head';
import { ProfileTabs } from '../components/profile-tabs';
import { UserEventsTab, UserPostsTab } from '../components/user-content-tabs';
import styles from '../components/profile-page.module.css';

/**
 * Public profile '/public-profile/{userId}' (docs/product.md §2.9, docs/product.md#rule-10): another fan's or
 * artist's face, their battle record (#379), the posts this viewer may see (the server decides, docs/decisions.md#134)
 * and their events.
 */
export function PublicProfileRoute() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const query = usePublicProfile(userId);

  return (
    <AppShell
      pageId="public-profile"
      title={t('profile.public.title')}
      documentTitle={query.data?.username}
      backTo={paths.home.getHref()}
    >
      <div className={styles.page}>
        <QueryView
          query={query}
          loading={<ProfileHeadSkeleton />}
          notFound={
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
          }
        >
          {(profile) => (
            <>
              <ProfileHead profile={profile} />
              <ProfileBattles profile={profile} />
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
          )}
        </QueryView>
      </div>
    </AppShell>
  );
}
