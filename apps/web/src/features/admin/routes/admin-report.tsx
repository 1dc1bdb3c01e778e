import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { useEventReport } from '../api/get-event-report';
import { ReportBattleCard, ReportJoined, ReportSponsors } from '../components/report-parts';
import ui from '@/components/console/console.module.css';

/**
 * /admin/report/:eventId — the night's report for its organisers and sponsors (docs/decisions.md#424): who joined,
 * the peak watching, each battle's votes by origin and how it was won, each sponsor's time on the projector. A page to
 * print, or to save as a PDF from the browser's print.
 */
export function AdminReportRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const report = useEventReport(eventId);
  const { pick, language } = useLanguage();
  const event = report.data?.event;
  const first = event?.date_times[0];

  return (
    <ConsoleShell
      title={t('organiser.report.title', { event: event ? pick(event.title_eng, event.title_jap) : '' })}
      backTo={paths.adminEvent.getHref(eventId)}
    >
      <QueryView query={report} loading={<p className={ui.hint}>{t('organiser.loading')}</p>}>
        {(data) => (
          <div className={ui.page}>
            <div className={`${ui.toolbar} ${ui.noPrint}`}>
              <p className={ui.hint}>{t('organiser.report.about')}</p>
              <button type="button" className={ui.button} onClick={() => window.print()}>
                {t('organiser.report.print')}
              </button>
            </div>
            {first && (
              <p className={ui.hint}>
                {formatEventDateTime(first, data.event.timezone, language).date} ·{' '}
                {pick(data.event.venue_name_eng, data.event.venue_name_jap)}
              </p>
            )}
            <ReportJoined report={data} />
            <section aria-labelledby="report-battles" className={ui.page}>
              <h2 id="report-battles" className={ui.cardTitle}>
                {t('organiser.report.battles')}
              </h2>
              {data.battles.map((battle) => (
                <ReportBattleCard key={battle.battle_id} battle={battle} />
              ))}
            </section>
            <ReportSponsors sponsors={data.sponsors} />
          </div>
        )}
      </QueryView>
    </ConsoleShell>
  );
}
