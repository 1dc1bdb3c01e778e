import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useEventBattles } from '@/lib/events/get-event-battles';
import { useEventDetails } from '@/lib/events/get-event-details';
import { useLanguage } from '@/lib/use-language';
import { ResultsSkeleton } from '../components/results-skeleton';
import { ResultsView } from '../components/results-view';

/** /match-details/:eventId — Art Battle Results (docs/product.md#rule-2). */
export function MatchDetailsRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const details = useEventDetails(eventId);
  const battles = useEventBattles(eventId);
  const { pick } = useLanguage();
  const event = details.data?.events;

  return (
    <AppShell
      pageId="match-details"
      title={t('results.title')}
      documentTitle={event && t('results.documentTitle', { title: pick(event.title_eng, event.title_jap) })}
      backTo={paths.eventDetails.getHref(eventId)}
    >
      <QueryView
        query={{
          data: details.data && battles.data && { event: details.data.events, battles: battles.data },
          error: details.error ?? battles.error,
          refetch: () => Promise.all([details.refetch(), battles.refetch()]),
        }}
        loading={<ResultsSkeleton />}
      >
        {(results) => <ResultsView {...results} />}
      </QueryView>
    </AppShell>
  );
}
