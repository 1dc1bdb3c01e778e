import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import artclashLogo from '@/assets/artclash-logo.svg';
import { AppShell } from '@/components/app-shell/app-shell';
import buttons from '@/components/button/button.module.css';
import { paths } from '@/config/paths';
import { useNextPath } from '@/lib/next-path';
import stageStyles from '@/components/stage/stage.module.css';
import styles from '../components/auth-screens.module.css';

/** /artclash (docs/product.md#rule-1): logo, 'CREATIVE GAMES', the tagline and the two ways in. */
export function WelcomeRoute() {
  const { t } = useTranslation();
  const { keepNext } = useNextPath();
  return (
    <AppShell
      pageId="auth"
      title={t('landing.welcomeTitle')}
      backTo={keepNext(paths.chooser.getHref())}
      showNav={false}
    >
      <div className={`${stageStyles.stage} ${styles.screen} ${styles.stage}`}>
        <img src={artclashLogo} alt={t('landing.artclashLogoAlt')} width={180} height={180} className={styles.logo} />
        <h2 className={styles.games}>{t('landing.creativeGames')}</h2>
        <p className={styles.tagline}>{t('landing.tagline')}</p>
        <div className={styles.actions}>
          <Link to={keepNext(paths.userType.getHref())} className={`${buttons.primary} ${buttons.block}`}>
            {t('landing.createAccount')}
          </Link>
          <Link to={keepNext(paths.signin.getHref())} className={`${buttons.secondary} ${buttons.block}`}>
            {t('landing.login')}
          </Link>
        </div>
      </div>
    </AppShell>
  );
}
