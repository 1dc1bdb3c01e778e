import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import parkLogo from '@/assets/park-logo.svg';
import { AppShell } from '@/components/app-shell/app-shell';
import buttons from '@/components/button/button.module.css';
import { paths } from '@/config/paths';
import { socialSignInUrl } from '@/lib/social-sign-in';
import { useSocialRedirect } from '@/lib/social-redirect';
import { useLanguage } from '@/lib/use-language';
import styles from '../components/park-landing.module.css';

/**
 * /park (spec §2.4): tagline, e-mail sign-up and login, and Google / LINE sign-in. A park sign-in
 * that failed at the provider comes back here with its message (§4 Social-login redirect).
 */
export function ParkLandingRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useSocialRedirect();
  return (
    <AppShell pageId="auth" title={t('landing.parkTitle')} backTo={paths.chooser.getHref()} showNav={false}>
      <div className={styles.screen}>
        <img src={parkLogo} alt={t('landing.parkLogoAlt')} width={168} height={168} className={styles.logo} />
        <p className={styles.tagline}>{t('landing.parkTagline')}</p>
        <div className={styles.actions}>
          <Link to={paths.parkUserType.getHref()} className={`${buttons.primary} ${buttons.block}`}>
            {t('landing.parkCreateAccount')}
          </Link>
          <Link to={paths.parkSignin.getHref()} className={`${buttons.secondary} ${buttons.block}`}>
            {t('landing.parkLogin')}
          </Link>
          <p className={styles.or}>
            <span>{t('landing.or')}</span>
          </p>
          {/* Spec §2.4: the social links open in the parent frame. */}
          <a href={socialSignInUrl('google', 'park', language)} target="_parent" className={`${styles.social} ${buttons.block}`}>
            <span className={styles.google} aria-hidden="true">G</span>
            {t('landing.continueWithGoogle')}
          </a>
          <a href={socialSignInUrl('line', 'park', language)} target="_parent" className={`${styles.social} ${buttons.block}`}>
            <span className={styles.line} aria-hidden="true">LINE</span>
            {t('landing.continueWithLine')}
          </a>
        </div>
      </div>
    </AppShell>
  );
}
