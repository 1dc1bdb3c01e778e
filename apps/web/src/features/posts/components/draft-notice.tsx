import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './post-page.module.css';

/** What a draft from a battle is (docs/decisions.md#425): the organisers' photo, seen by its author alone until published. */
export function DraftNotice({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className={styles.draft}>
      {t('posts.update.draftHint')}
      {children && <> {children}</>}
    </p>
  );
}
