import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useEventDetails } from '@/lib/events/get-event-details';
import { useLiveEvent } from '../api/use-live-event';
import { LiveSkeleton } from '../components/live-skeleton';
import { useWatchTitle, WatchView } from '../components/watch-view';

/** The watch page: /live-event/:eventId (public, docs/product.md#rule-3) and /live-match/:eventId (signed in, with the battle list, #rule-4). */
function Watch({ pageId, withBattleList }: { pageId: string; withBattleList: boolean }) {
  const { eventId = '' } = useParams();
  const live = useLiveEvent(eventId);
  const details = useEventDetails(eventId);
  const title = useWatchTitle(live.battles);
  return (
    <AppShell pageId={pageId} title={title} backTo={paths.eventDetails.getHref(eventId)}>
      <QueryView query={live.query} loading={<LiveSkeleton />}>
        {(event) => (
          <WatchView event={event} details={details.data} clock={live.clock} withBattleList={withBattleList} />
        )}
      </QueryView>
    </AppShell>
  );
}

export function LiveEventRoute() {
  return <Watch pageId="live-event" withBattleList={false} />;
}

export function LiveMatchRoute() {
  return <Watch pageId="live-match" withBattleList />;
}
