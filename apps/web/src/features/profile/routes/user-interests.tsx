import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useUserDetails } from '@/lib/accounts/get-user';
import { useSession } from '@/lib/session';
import { InterestsForm } from '../components/interests-form';
import styles from '../components/profile-page.module.css';

/** User Interests '/user-interests' (docs/product.md §2.9), saved with InterestsUserProfile. RequireMainType guards it. */
export function UserInterestsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const details = useUserDetails(session, { onEntry: true });

  return (
    <AppShell pageId="user-interests" title={t('profile.interests.title')} backTo={paths.profile.getHref()}>
      <div className={styles.page}>
        <QueryView query={details} loading={<Skeleton height={400} radius={14} />}>
          {(data) => <InterestsForm key={data._id} details={data} />}
        </QueryView>
      </div>
    </AppShell>
  );
}
