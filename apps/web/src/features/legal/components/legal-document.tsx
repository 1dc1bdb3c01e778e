import { DEFAULT_TIMEZONE } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/product';
import { formatDate } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import styles from './legal-document.module.css';

const LAST_UPDATED = new Date('2026-11-23T00:00:00+09:00');

const sectionIds = {
  privacy: ['collect', 'use', 'storage', 'sharing', 'retention', 'children', 'contact'],
  terms: ['accounts', 'minors', 'content', 'conduct', 'events', 'liability', 'law', 'contact'],
} as const;

type Document = keyof typeof sectionIds;

/** docs/product.md#rule-12: short, real bilingual texts; back to '/'. */
export function LegalDocument({ document }: { document: Document }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // The section ids come from a fixed list matching the dictionaries, so the keys are known.
  const text = (key: string) =>
    t(`legal.${document}.${key}` as 'legal.privacy.title', { product: PRODUCT_NAME, email: CONTACT_EMAIL });

  return (
    <AppShell pageId={document} title={text('title')} backTo={paths.home.getHref()}>
      <article className={styles.doc}>
        <p className={styles.updated}>
          {t('legal.lastUpdated', { date: formatDate(LAST_UPDATED, DEFAULT_TIMEZONE, language) })}
        </p>
        <p className={styles.intro}>{text('intro')}</p>
        {sectionIds[document].map((id, index) => (
          <section key={id} className={styles.section} aria-labelledby={`${document}-${id}`}>
            <h2 id={`${document}-${id}`} className={styles.heading}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {text(`sections.${id}.title`)}
            </h2>
            <p>{text(`sections.${id}.body`)}</p>
          </section>
        ))}
      </article>
    </AppShell>
  );
}
