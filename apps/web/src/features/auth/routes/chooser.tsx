import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import artclashLogo from '@/assets/artclash-logo.svg';
import parkLogo from '@/assets/park-logo.svg';
import { AppShell } from '@/components/app-shell/app-shell';
import { cardProps } from '@/components/card/card';
import { paths } from '@/config/paths';
import { useNextPath } from '@/lib/next-path';
import styles from '../components/auth-screens.module.css';

/** /home (docs/product.md#rule-1): the chooser between the park area and ArtClash; both keep `next` (docs/product.md#rule-152). */
export function ChooserRoute() {
  const { t } = useTranslation();
  const { keepNext } = useNextPath();
  const choices = [
    {
      to: keepNext(paths.welcome.getHref()),
      logo: artclashLogo,
      alt: t('landing.artclashLogoAlt'),
      caption: t('landing.artclashCaption'),
    },
    {
      to: keepNext(paths.park.getHref()),
      logo: parkLogo,
      alt: t('landing.parkLogoAlt'),
      caption: t('landing.parkCaption'),
    },
  ];
  return (
    <AppShell pageId="auth" title={t('landing.chooserTitle')} backTo={paths.home.getHref()} showNav={false}>
      <div className={styles.screen}>
        <h2 className={styles.lead}>{t('landing.chooserHeading')}</h2>
        <ul className={styles.choices}>
          {choices.map((choice) => (
            <li key={choice.to}>
              <Link to={choice.to} {...cardProps({}, styles.choice)}>
                <img src={choice.logo} alt={choice.alt} width={160} height={160} />
                <span className={styles.caption}>{choice.caption}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </AppShell>
  );
}
