import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/pill/pill';
import styles from './live.module.css';

/** The 'Live now' tag beside the stream. */
export function LiveTag() {
  const { t } = useTranslation();
  return (
    <Pill tone="live" strong className={styles.liveTag}>
      <span className={styles.liveDot} aria-hidden="true" />
      {t('live.liveNow')}
    </Pill>
  );
}
