import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { BallotIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryView } from '@/components/query-view/query-view';
import { EmptyState } from '@/components/state/empty-state';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { usePastVoting } from '../api/get-past-voting';
import { PastVoteList } from '../components/past-vote-list';
import styles from '../components/profile-page.module.css';

/**
 * Past Voting '/past-voting' (docs/product.md §2.9, docs/product.md#rule-9, #rule-175): the battles the
 * signed-in user voted in, latest first. Any signed-in user votes, so RequireSession guards it.
 */
export function PastVotingRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const votes = usePastVoting(session?._id ?? '');

  return (
    <AppShell pageId="past-voting" title={t('profile.pastVoting.title')} backTo={paths.profile.getHref()}>
      <div className={styles.page}>
        <QueryView
          query={votes}
          loading={<Skeleton height={88} radius={14} />}
          empty={
            <EmptyState
              icon={<BallotIcon />}
              title={t('profile.pastVoting.none')}
              hint={t('profile.pastVoting.noneHint')}
            />
          }
        >
          {(list) => <PastVoteList votes={list} />}
        </QueryView>
      </div>
    </AppShell>
  );
}
