import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { Avatar } from '@/components/avatar/avatar';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useUserDetails } from '@/lib/accounts/get-user';
import { useSession } from '@/lib/session';
import { GeneralProfileForm } from '../components/general-profile-form';
import styles from '../components/profile-page.module.css';

/**
 * General User Profile '/user-profile' (docs/product.md §2.9): the avatar and the general profile form,
 * saved with GeneralUserProfileUp. RequireMainType guards it in the router.
 */
export function UserProfileRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useUserDetails(session, { onEntry: true });

  return (
    <AppShell pageId="user-profile" title={t('profile.general.title')} backTo={paths.profile.getHref()}>
      <div className={styles.page}>
        <QueryView
          query={query}
          loading={
            <div className={styles.headSkeleton}>
              <Skeleton width={96} height={96} radius="50%" />
              <Skeleton height={320} radius={14} />
            </div>
          }
        >
          {(details) => (
            <>
              <div className={styles.headSkeleton}>
                <Avatar of={details} size={96} />
              </div>
              {/* Keyed by the account: the form starts from the details it was opened with. */}
              <GeneralProfileForm key={details._id} details={details} />
            </>
          )}
        </QueryView>
      </div>
    </AppShell>
  );
}
