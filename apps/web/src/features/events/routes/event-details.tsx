import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { QueryView } from '@/components/query-view/query-view';
import { useEventDetails } from '@/lib/events/get-event-details';
import { useLanguage } from '@/lib/use-language';
import { EventDetailsSkeleton } from '../components/event-details-skeleton';
import { EventDetailsView } from '../components/event-details-view';

/**
 * /event-details/:eventId (docs/product.md#rule-2: always Event Details). Its back arrow returns to the screen it was
 * opened from, or home when it was opened directly (docs/product.md#rule-321).
 */
export function EventDetailsRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const { pick } = useLanguage();
  const details = useEventDetails(eventId);
  const event = details.data?.events;

  return (
    <AppShell
      pageId="event-details"
      title={t('events.detailsTitle')}
      backInHistory
      documentTitle={event && pick(event.title_eng, event.title_jap)}
    >
      <QueryView query={details} loading={<EventDetailsSkeleton />}>
        {({ events, types }) => <EventDetailsView event={events} types={types} />}
      </QueryView>
    </AppShell>
  );
}
