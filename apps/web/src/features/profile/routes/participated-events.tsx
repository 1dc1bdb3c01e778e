import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { UserEventsTab } from '../components/user-content-tabs';
import styles from '../components/profile-page.module.css';

/**
 * Participated Events '/participated-events' (docs/product.md §2.9, docs/product.md#rule-9, #rule-142, #rule-175):
 * the events the user took part in, latest first, as My Profile's Events tab lists them. Only fans
 * and artists take part, so RequireMainType guards it.
 */
export function ParticipatedEventsRoute() {
  const { t } = useTranslation();
  const session = useSession();

  return (
    <AppShell pageId="participated-events" title={t('profile.participated.title')} backTo={paths.profile.getHref()}>
      <div className={styles.page}>
        {session && <UserEventsTab userId={session._id} empty={t('profile.my.noEvents')} />}
      </div>
    </AppShell>
  );
}
