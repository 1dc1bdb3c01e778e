import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/state/error-state';
import { PRODUCT_NAME } from '@/config/product';
import { useLiveEvent } from '../api/use-live-event';
import { BigScreenView } from '../components/big-screen-view';
import { FullScreenHint } from '../components/full-screen-hint';
import { StageLanguage } from '../components/stage-language';
import { useProjector } from '../components/use-projector';
import styles from '../components/big-screen.module.css';

/**
 * /live-event-battle/:eventId: the big screen (docs/product.md#rule-6, #rule-325), public and the same for
 * everyone, signed in or not. Nothing on the image is a control: the language is the event's projector language
 * (docs/product.md#rule-397; the address's `?lang=` until the event is in, shown, not stored as the visitor's choice:
 * docs/product.md#rule-308), full screen from the F key or a double click, and the hint saying so goes away in full
 * screen (`useProjector`).
 */
export function LiveEventBattleRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const { query, clock } = useLiveEvent(eventId);
  const { fullScreenHint, language } = useProjector(query.data?.projector_language);
  const title = t('live.bigScreen.title');
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);

  if (query.data)
    return (
      <StageLanguage projector={language}>
        <BigScreenView event={query.data} clock={clock} />
        {fullScreenHint && <FullScreenHint />}
      </StageLanguage>
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
