import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import mark from '@/assets/artclash-mark.svg';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useSession } from '@/lib/session';
import { ArrowLeftIcon } from '../icons/icons';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import styles from './header.module.css';

export interface HeaderProps {
  /**
   * Which page this is: 'home' hides the back arrow; 'auth' pages offer no account button;
   * 'profile', 'profile2' and 'profile3' show no avatar dropdown.
   */
  pageId: string;
  title: string;
  backTo?: string;
}

/**
 * Spec §2.3: no avatar dropdown on 'profile', 'profile2' and 'profile3'. Only 'profile' (the profile
 * menu) exists so far; profile2's logout icon and profile3's 'Edit' link come with their pages.
 */
const showsAccountMenu = (pageId: string) => !['profile', 'profile2', 'profile3'].includes(pageId);

/** Spec §2.3: back arrow (except on home), centred title, language switch and account. */
export function Header({ pageId, title, backTo = paths.home.getHref() }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const isHome = pageId === 'home';

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {isHome ? (
          <Link to={paths.home.getHref()} className={styles.brand} aria-label={t('header.homeLink', { product: PRODUCT_NAME })}>
            <img src={mark} alt="" width={32} height={32} />
          </Link>
        ) : (
          <Link to={backTo} className={styles.back} aria-label={t('header.back')}>
            <ArrowLeftIcon />
          </Link>
        )}
        <div className={styles.actions}>
          <LanguageSwitch />
          {pageId !== 'auth' &&
            (session ? (
              showsAccountMenu(pageId) && <AccountMenu session={session} />
            ) : (
              <Link to={paths.chooser.getHref()} className={styles.createAccount}>
                {t('header.createAccount')}
              </Link>
            ))}
        </div>
      </div>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
