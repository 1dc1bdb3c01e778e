import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ErrorState } from '@/components/state/error-state';
import { paths } from '@/config/paths';
import { useUserDetails } from '@/lib/accounts/get-user';
import { useSession } from '@/lib/session';
import { InterestsForm } from '../components/interests-form';
import styles from '../components/profile-page.module.css';

/** User Interests '/user-interests' (docs/product.md §2.9), saved with InterestsUserProfile. RequireMainType guards it. */
export function UserInterestsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: details, error, refetch } = useUserDetails(session, { onEntry: true });

  return (
    <AppShell pageId="user-interests" title={t('profile.interests.title')} backTo={paths.profile.getHref()}>
      <div className={styles.page}>
        {details ? (
          <InterestsForm key={details._id} details={details} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <Skeleton height={400} radius={14} />
        )}
      </div>
    </AppShell>
  );
}
