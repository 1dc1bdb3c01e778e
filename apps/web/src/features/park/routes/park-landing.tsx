import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import parkLogo from '@/assets/park-logo.svg';
import { AppShell } from '@/components/app-shell/app-shell';
import { SocialSignIn } from '@/components/account-forms/social-sign-in';
import buttons from '@/components/button/button.module.css';
import { paths } from '@/config/paths';
import { useNextPath } from '@/lib/next-path';
import { useSocialRedirect } from '@/lib/social-redirect';
import styles from '../components/park-landing.module.css';

/**
 * /park (docs/product.md §2.4): tagline, e-mail sign-up and login, and Google / LINE sign-in. A park sign-in
 * that failed at the provider comes back here with its message (§4 Social-login redirect).
 */
export function ParkLandingRoute() {
  const { t } = useTranslation();
  useSocialRedirect();
  const { keepNext } = useNextPath();
  return (
    <AppShell pageId="auth" title={t('landing.parkTitle')} backTo={keepNext(paths.chooser.getHref())} showNav={false}>
      <div className={styles.screen}>
        <img src={parkLogo} alt={t('landing.parkLogoAlt')} width={168} height={168} className={styles.logo} />
        <p className={styles.tagline}>{t('landing.parkTagline')}</p>
        <div className={styles.actions}>
          <Link to={keepNext(paths.parkUserType.getHref())} className={`${buttons.primary} ${buttons.block}`}>
            {t('landing.parkCreateAccount')}
          </Link>
          <Link to={keepNext(paths.parkSignin.getHref())} className={`${buttons.secondary} ${buttons.block}`}>
            {t('landing.parkLogin')}
          </Link>
          <SocialSignIn type="park" providers={['google', 'line']} />
        </div>
      </div>
    </AppShell>
  );
}
