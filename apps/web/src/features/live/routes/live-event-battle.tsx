import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/state/error-state';
import { PRODUCT_NAME } from '@/config/product';
import { useSession } from '@/lib/session';
import { useLiveEvent } from '../api/use-live-event';
import { BigScreenView } from '../components/big-screen-view';
import styles from '../components/big-screen.module.css';

/** /live-event-battle/:eventId: the big screen (docs/decisions.md#6), public; its controls for organisers only. */
export function LiveEventBattleRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const session = useSession();
  const { query, clock } = useLiveEvent(eventId);
  const title = t('live.bigScreen.title');
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);

  if (query.data) return <BigScreenView event={query.data} clock={clock} organiser={session?.role === 'admin'} />;
  return (
    <div className={styles.centred}>
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <p className={styles.loading} role="status">
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}
