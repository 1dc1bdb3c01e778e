import { useTranslation } from 'react-i18next';
import styles from './live.module.css';

/** The 'Live now' tag beside the stream. */
export function LiveTag() {
  const { t } = useTranslation();
  return (
    <span className={styles.liveTag}>
      <span className={styles.liveDot} aria-hidden="true" />
      {t('live.liveNow')}
    </span>
  );
}
