import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { StreamEmbed } from '@/components/stream-embed/stream-embed';
import { useEmbedPreview } from '../api/preview-embed';
import styles from '@/components/console/console.module.css';

/**
 * The stream as the event page will show it: the server cleans the pasted code with the same rule
 * it saves by (docs/product.md#rule-63) and the kept iframe is shown; when nothing is kept, the
 * organiser is told before saving.
 */
export function EmbedPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(html.trim());
  const { data } = useEmbedPreview(deferred);
  if (!deferred) return <p className={styles.meta}>{t('organiser.editor.embedEmpty')}</p>;
  if (!data) return null;
  if (!data.embed) {
    return (
      <p className={styles.error} role="alert">
        {t('organiser.editor.embedNothing')}
      </p>
    );
  }
  return (
    <figure className={styles.card}>
      <figcaption className={styles.meta}>{t('organiser.editor.embedPreview')}</figcaption>
      <StreamEmbed html={data.embed} title={t('organiser.editor.embedPreview')} />
    </figure>
  );
}
