import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './account-forms.module.css';

interface AccountLinksProps {
  /** 'Register' to the sign-up start, or 'Login' to the sign-in of the family. */
  other: { kind: 'register' | 'login'; to: string };
  /** 'Enter' to '/' (§2.6): browse without an account. */
  showEnter?: boolean;
}

export function AccountLinks({ other, showEnter = true }: AccountLinksProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.footer}>
      <p>
        {t(other.kind === 'register' ? 'auth.form.noAccount' : 'auth.form.haveAccount')}{' '}
        <Link to={other.to}>{t(other.kind === 'register' ? 'auth.form.register' : 'auth.form.login')}</Link>
      </p>
      {showEnter && (
        <p>
          {t('auth.form.browsePrompt')} <Link to={paths.home.getHref()}>{t('auth.form.enter')}</Link>
        </p>
      )}
    </div>
  );
}
