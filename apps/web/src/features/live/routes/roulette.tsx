import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { ErrorState } from '@/components/state/error-state';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useRoulette } from '../api/get-roulette';
import { useLiveEvent } from '../api/use-live-event';
import { LiveSkeleton } from '../components/live-skeleton';
import { RouletteView } from '../components/roulette-view';

/**
 * /roulette/:eventId/:battelId and /roulette-public/:eventId/:battelId, one screen (docs/decisions.md#7).
 * The battle and the show come through the live client, so everyone sees the spin and the keywords as they
 * change; the roulette is run from the control room (docs/decisions.md#325).
 * Back goes to the console's battles for an organiser, and to the event's page for everyone else,
 * who may not open the console (docs/decisions.md#177).
 */
export function RouletteRoute() {
  const { t } = useTranslation();
  const { eventId = '', battelId = '' } = useParams();
  const session = useSession();
  const roulette = useRoulette(eventId, battelId);
  const live = useLiveEvent(eventId);
  const battle = live.battles?.battles.find((each) => each._id === battelId) ?? roulette.data?.updatedBattle;
  const organiser = session?.role === 'admin';

  return (
    <AppShell
      pageId="roulette"
      title={t('live.roulette.title')}
      backTo={organiser ? paths.adminAddBattles.getHref(eventId) : paths.eventDetails.getHref(eventId)}
      showNav={false}
    >
      {roulette.data && battle ? (
        <RouletteView reply={roulette.data} battle={battle} show={live.battles?.show} />
      ) : roulette.error ? (
        <ErrorState error={roulette.error} onRetry={() => void roulette.refetch()} />
      ) : (
        <LiveSkeleton />
      )}
    </AppShell>
  );
}
