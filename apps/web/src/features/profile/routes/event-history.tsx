import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { CalendarIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/skeleton/skeleton';
import { EmptyState } from '@/components/state/empty-state';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useEventHistory } from '../api/get-event-history';
import { HistoryBattleList, LatestEventsCarousel } from '../components/event-history';
import styles from '../components/profile-page.module.css';

/**
 * Event History '/event-history' (docs/product.md §2.9, docs/product.md#rule-9, #rule-178): the signed-in
 * user's ended events — as a participant or a battle player — the latest first in the 'LATEST EVENT'
 * carousel, and all their battles under 'Art Battles'. Park users take part too, so RequireSession
 * guards it, as it does Past Voting.
 */
export function EventHistoryRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const history = useEventHistory(session?._id ?? '');

  return (
    <AppShell pageId="event-history" title={t('profile.eventHistory.title')} backTo={paths.profile.getHref()}>
      <div className={styles.page}>
        <QueryView
          query={history}
          loading={<Skeleton height={240} radius={20} />}
          empty={
            <EmptyState
              icon={<CalendarIcon />}
              title={t('profile.eventHistory.none')}
              hint={t('profile.eventHistory.noneHint')}
            />
          }
        >
          {(events) => (
            <>
              <LatestEventsCarousel history={events} />
              <HistoryBattleList history={events} />
            </>
          )}
        </QueryView>
      </div>
    </AppShell>
  );
}
