import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/state/empty-state';
import { reportClientError } from '@/lib/client-errors';
import styles from './route-fallback.module.css';

/**
 * Last line of defence: a screen that crashed shows a way back instead of a blank page, and tells the server
 * (docs/decisions.md#342); a part of a screen fails alone instead where it can (components/part-boundary).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error);
  }, [error]);
  return (
    <main className={styles.column}>
      <div className={styles.body} role="alert">
        <EmptyState
          as="h1"
          icon={<AlertIcon />}
          title={t('common.errorTitle')}
          hint={t('common.errorBody')}
          action={
            <a href="/" className={styles.homeLink}>
              {t('common.backHome')}
            </a>
          }
        />
      </div>
    </main>
  );
}
