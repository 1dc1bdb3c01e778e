import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/state/empty-state';
import styles from './route-fallback.module.css';

/** Last line of defence: a screen that crashed shows a way back instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
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
