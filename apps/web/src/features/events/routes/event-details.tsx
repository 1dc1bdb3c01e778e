import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { ErrorState } from '@/components/state/error-state';
import { useLanguage } from '@/lib/use-language';
import { useSingleEventDetails } from '../api/get-single-event-details';
import { EventDetailsSkeleton } from '../components/event-details-skeleton';
import { EventDetailsView } from '../components/event-details-view';

/** /event-details/:eventId (docs/decisions.md#2: always Event Details). */
export function EventDetailsRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const { pick } = useLanguage();
  const details = useSingleEventDetails(eventId);
  const event = details.data?.events;

  return (
    <AppShell
      pageId="event-details"
      title={t('events.detailsTitle')}
      documentTitle={event && pick(event.title_eng, event.title_jap)}
    >
      {details.isPending ? (
        <EventDetailsSkeleton />
      ) : details.isError ? (
        <ErrorState error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <EventDetailsView event={details.data.events} types={details.data.types} />
      )}
    </AppShell>
  );
}
