import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import layout from '@/components/layout/layout.module.css';
import buttons from '@/components/button/button.module.css';
import { QueryView } from '@/components/query-view/query-view';
import { EmptyState } from '@/components/state/empty-state';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { useAdminEvents } from '../api/list-events';
import { EventWhen } from '../components/event-when';
import { ConsolePager, ConsoleSearch } from '@/components/console/console-list';
import styles from '@/components/console/console.module.css';

type When = 'upcoming' | 'past';

/** The console's events (§2.12): upcoming or past, found by title, a page at a time; the query lives in the URL. */
export function AdminEventsRoute() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const events = useAdminEvents({ when, q, page });

  const go = (next: { when?: When; q?: string; page?: number }) => {
    const merged = { when, q, page: 1, ...next };
    setParams({
      when: merged.when,
      ...(merged.q && { q: merged.q }),
      ...(merged.page > 1 && { page: String(merged.page) }),
    });
  };

  return (
    <ConsoleShell title={t('organiser.events.title')} backTo={paths.admin.getHref()}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <div className={styles.tabs} role="group" aria-label={t('organiser.events.tabs')}>
            {(['upcoming', 'past'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                className={styles.button}
                aria-pressed={when === tab}
                onClick={() => go({ when: tab })}
              >
                {t(`organiser.events.${tab}`)}
              </button>
            ))}
          </div>
          <ConsoleSearch label={t('organiser.events.search')} value={q} onSearch={(next) => go({ q: next })} />
          <Link className={buttons.primary} to={paths.adminEventNew.getHref()}>
            {t('organiser.events.newEvent')}
          </Link>
          <Link className={styles.link} to={paths.adminOrganisers.getHref()}>
            {t('organiser.accounts.open')}
          </Link>
          <Link className={styles.link} to={paths.adminReference.getHref()}>
            {t('organiser.reference.link')}
          </Link>
        </div>

        <QueryView
          query={events}
          loading={<p className={styles.hint}>{t('organiser.loading')}</p>}
          empty={<EmptyState title={t('organiser.events.none')} />}
          isEmpty={(data) => data.events.length === 0}
        >
          {(data) => (
            <ul className={layout.list}>
              {data.events.map((event) => (
                <li key={event._id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      <Link to={paths.adminEvent.getHref(event._id)}>{pick(event.title_eng, event.title_jap)}</Link>
                    </p>
                    <p className={styles.meta}>
                      <EventWhen startsAt={event.starts_at} timezone={event.timezone} /> ·{' '}
                      {t('organiser.events.battles', { count: event.battles })}
                    </p>
                  </div>
                  <div className={styles.actions}>
                    <Link className={styles.link} to={paths.adminAddBattles.getHref(event._id)}>
                      {t('organiser.editor.manageBattles')}
                    </Link>
                    <Link className={styles.link} to={paths.adminLive.getHref(event._id)}>
                      {t('organiser.editor.controlRoom')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>

        {events.data && (
          <ConsolePager page={events.data.page} pages={events.data.pages} onPage={(next) => go({ page: next })} />
        )}
      </div>
    </ConsoleShell>
  );
}
