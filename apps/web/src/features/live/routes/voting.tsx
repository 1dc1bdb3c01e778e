import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useLiveEvent } from '../api/use-live-event';
import { LiveSkeleton } from '../components/live-skeleton';
import { VotingView } from '../components/voting-view';

/** /voting/:eventId (signed in, docs/decisions.md#5): the live stream with voting; back to /live-match. */
export function VotingRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const session = useSession();
  const live = useLiveEvent(eventId);
  return (
    <AppShell pageId="voting" title={t('live.votingTitle')} backTo={paths.liveMatch.getHref(eventId)}>
      <QueryView query={live.query} loading={<LiveSkeleton />}>
        {(event) => <VotingView event={event} clock={live.clock} userId={session?._id ?? ''} />}
      </QueryView>
    </AppShell>
  );
}
