import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { ErrorState } from '@/components/state/error-state';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { useLiveEvent } from '../api/use-live-event';
import { ControlRoomBattle } from '../components/control-room-battle';
import ui from '@/components/console/console.module.css';
import styles from '../components/control-room.module.css';

/**
 * /admin/live/{eventId}: the live control room (docs/decisions.md#24), for organisers. The battle
 * list and its vote counts come from the live stream (polled while it is down); every switch is
 * answered by the server and pushed from there to the big screen and the fans' phones.
 */
export function ControlRoomRoute() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { eventId = '' } = useParams();
  const { query, feed } = useLiveEvent(eventId);
  const event = query.data;
  const title = event ? pick(event.title_eng, event.title_jap) : '';

  return (
    <AppShell
      pageId="admin"
      title={t('organiser.control.title', { event: title })}
      backTo={paths.adminEvent.getHref(eventId)}
      showNav={false}
      wide
    >
      {query.error && !event ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !event ? (
        <p className={ui.hint} role="status">
          {t('common.loading')}
        </p>
      ) : (
        <div className={ui.page}>
          <p className={ui.hint}>{t('organiser.control.hint')}</p>
          <p className={styles.feed} role="status">
            {feed === 'stream' ? t('organiser.control.connected') : t('organiser.control.reconnecting')}
          </p>
          {event.battles.length === 0 && <p className={ui.hint}>{t('organiser.battles.none')}</p>}
          <div className={styles.battles}>
            {event.battles.map((battle) => (
              <ControlRoomBattle key={battle._id} eventId={eventId} battle={battle} />
            ))}
          </div>
        </div>
      )}
    </AppShell>
  );
}
