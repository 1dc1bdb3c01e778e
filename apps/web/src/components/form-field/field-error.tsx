import type { MessageKey } from '@artclash/i18n';
import { useTranslation } from 'react-i18next';
import styles from './form-field.module.css';

/**
 * A field's message under it (§5). Form schemas carry i18n keys, translated here at render time,
 * so a shown error follows a language switch.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {t(message as MessageKey)}
    </p>
  );
}
