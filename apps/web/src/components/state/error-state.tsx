import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { AlertIcon, PaletteIcon } from '../icons/icons';
import { EmptyState } from './empty-state';
import styles from './state.module.css';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: 'not found' gets a friendly way home; anything else offers a retry. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  if (isNotFound(error)) {
    return (
      <EmptyState
        as="h2"
        icon={<PaletteIcon />}
        title={t('common.notFoundTitle')}
        hint={t('common.notFoundBody')}
        action={
          <Link to={paths.home.getHref()} className={styles.action}>
            {t('common.backHome')}
          </Link>
        }
      />
    );
  }
  return (
    <div role="alert">
      <EmptyState
        as="h2"
        icon={<AlertIcon />}
        title={t('common.errorTitle')}
        hint={error instanceof Error && error.message ? error.message : t('common.errorBody')}
        action={
          onRetry && (
            <button type="button" className={styles.action} onClick={onRetry}>
              {t('common.retry')}
            </button>
          )
        }
      />
    </div>
  );
}
