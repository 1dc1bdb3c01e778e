import { isLanguage } from '@artclash/contract/values';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/state/error-state';
import { PRODUCT_NAME } from '@/config/product';
import { showLanguageOnly } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useLiveEvent } from '../api/use-live-event';
import { BigScreenView } from '../components/big-screen-view';
import { useFullscreen } from '../components/use-fullscreen';
import { useWakeLock } from '../components/use-wake-lock';
import styles from '../components/big-screen.module.css';

/**
 * /live-event-battle/:eventId: the big screen (docs/decisions.md#6, #325), public and the same for
 * everyone, signed in or not. Nothing on the image is a control: the language comes from `?lang=` (shown,
 * not stored as the visitor's choice: docs/decisions.md#308), full
 * screen from the F key or a double click, and the hint saying so goes away in full screen.
 */
export function LiveEventBattleRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  const { language } = useLanguage();
  const { query, clock } = useLiveEvent(eventId);
  const { supported, active, toggle } = useFullscreen();
  useWakeLock();
  const title = t('live.bigScreen.title');
  const wanted = search.get('lang');
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
  useEffect(() => {
    if (isLanguage(wanted) && wanted !== language) showLanguageOnly(wanted);
  }, [wanted, language]);
  useEffect(() => {
    if (!supported) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'f' && !event.ctrlKey && !event.metaKey && !event.altKey) toggle();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('dblclick', toggle);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('dblclick', toggle);
    };
  }, [supported, toggle]);

  if (query.data)
    return (
      <>
        <BigScreenView event={query.data} clock={clock} />
        {supported && !active && <p className={styles.hint}>{t('live.bigScreen.fullScreenHint')}</p>}
      </>
    );
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
