import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './legal-links.module.css';

export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <Link to={paths.privacyPolicy.getHref()}>{t('legal.privacy.title')}</Link>
      <span aria-hidden="true">·</span>
      <Link to={paths.terms.getHref()}>{t('legal.terms.title')}</Link>
    </footer>
  );
}
