import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import styles from './header.module.css';

/** Spec §2.3: 'EN | 日本語', the active language highlighted. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div className={styles.languages} role="group" aria-label={t('header.language')}>
      <button
        type="button"
        lang="en"
        className={styles.language}
        aria-pressed={language === 'en'}
        onClick={() => setLanguage('en')}
      >
        {t('header.english')}
      </button>
      <span className={styles.divider} aria-hidden="true">
        |
      </span>
      <button
        type="button"
        lang="ja"
        className={styles.language}
        aria-pressed={language === 'ja'}
        onClick={() => setLanguage('ja')}
      >
        {t('header.japanese')}
      </button>
    </div>
  );
}
