import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useLiveEvent } from '../api/use-live-event';
import { LiveSkeleton } from '../components/live-skeleton';
import { VotingJoin } from '../components/voting-join';
import { VotingView } from '../components/voting-view';

/**
 * /voting/:eventId (docs/product.md#rule-5): the live stream with voting; back to /live-match. A visitor who is
 * not signed in (a QR code of the big screen opened it) sees the event's name and the two ways in, and
 * comes back here signed in (docs/product.md#rule-330); back to the public live page.
 */
export function VotingRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const session = useSession();
  const live = useLiveEvent(eventId);
  return (
    <AppShell
      pageId="voting"
      title={t('live.votingTitle')}
      backTo={session ? paths.liveMatch.getHref(eventId) : paths.liveEvent.getHref(eventId)}
    >
      <QueryView query={live.query} loading={<LiveSkeleton />}>
        {(event) =>
          session ? <VotingView event={event} clock={live.clock} userId={session._id} /> : <VotingJoin event={event} />
        }
      </QueryView>
    </AppShell>
  );
}
