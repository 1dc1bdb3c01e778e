import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLinks } from '@/components/account-forms/account-links';
import { AuthPage } from '@/components/auth-page/auth-page';
import { ChevronRightIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useNextPath } from '@/lib/next-path';
import styles from '../components/user-type.module.css';

/** Account Type '/user-type' (§2.6). The original's unused 3-second timer is dropped (docs/product.md#rule-11). */
export function UserTypeRoute() {
  const { t } = useTranslation();
  const { keepNext } = useNextPath();
  const choices = [
    {
      id: 'account-type-fan',
      to: keepNext(paths.signup.getHref('fan')),
      name: t('auth.screens.fan', { product: PRODUCT_NAME }),
      caption: t('auth.screens.fanCaption'),
      tone: styles.fan,
    },
    {
      id: 'account-type-artist',
      to: keepNext(paths.signup.getHref('artist')),
      name: t('auth.screens.artist', { product: PRODUCT_NAME }),
      caption: t('auth.screens.artistCaption'),
      tone: styles.artist,
    },
  ];
  return (
    <AuthPage
      title={t('auth.screens.userTypeTitle')}
      backTo={keepNext(paths.welcome.getHref())}
      heading={t('auth.screens.userTypeLead')}
    >
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.to}>
            <Link
              to={choice.to}
              className={`${styles.choice} ${choice.tone}`}
              aria-labelledby={`${choice.id}-name`}
              aria-describedby={`${choice.id}-caption`}
            >
              <span className={styles.text}>
                <span id={`${choice.id}-name`} className={styles.name}>
                  {choice.name}
                </span>
                <span id={`${choice.id}-caption`} className={styles.caption}>
                  {choice.caption}
                </span>
              </span>
              <ChevronRightIcon className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
      <AccountLinks other={{ kind: 'login', to: keepNext(paths.signin.getHref()) }} showEnter={false} />
    </AuthPage>
  );
}
