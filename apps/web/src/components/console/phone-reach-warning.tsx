import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneReach } from '@/lib/phone-reach';
import styles from './phone-reach-warning.module.css';

/**
 * Tells the organiser, on every console screen, that phones cannot open the server's address when PUBLIC_URL is
 * this computer itself (localhost), and which of its addresses to use instead (docs/decisions.md#346).
 */
export function PhoneReachWarning({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: reach } = usePhoneReach();
  if (!reach?.loopback) return null;
  const details = (
    <>
      <p className={styles.text}>{t('organiser.phoneReach.loopback', { url: reach.public_url })}</p>
      {reach.lan_urls.length > 0 ? (
        <>
          <p className={styles.text}>{t('organiser.phoneReach.useLan')}</p>
          <ul className={styles.addresses}>
            {reach.lan_urls.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.text}>{t('organiser.phoneReach.noLan')}</p>
      )}
    </>
  );
  // The control room folds it to its title, which opens it (docs/product.md#rule-395): its controls come first.
  if (compact)
    return (
      <details className={styles.warning}>
        <summary className={styles.title}>{t('organiser.phoneReach.title')}</summary>
        {details}
      </details>
    );
  return (
    <section className={styles.warning} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('organiser.phoneReach.title')}
      </h2>
      {details}
    </section>
  );
}
