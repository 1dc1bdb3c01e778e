import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import mark from '@/assets/artclash-mark.svg';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { canGoBackInApp } from '@/lib/history-back';
import { type Session, useSession } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { ArrowLeftIcon, LogoutIcon } from '../icons/icons';
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
  /** The history state the back arrow's link carries (the page the screen behind it was opened from, docs/product.md#rule-176). */
  backState?: unknown;
  /**
   * The back arrow steps back in the tab's history when the screen before is one of the app's, and leads to
   * `backTo` only when the screen was opened directly (docs/product.md#rule-321).
   */
  backInHistory?: boolean;
}

/** Spec §2.3, signed in: profile2 has a logout icon, profile3 an 'Edit' link to /profile, profile nothing; others the avatar dropdown. */
function SignedInAction({ pageId, session }: { pageId: string; session: Session }) {
  const { t } = useTranslation();
  const logout = useLogout();
  if (pageId === 'profile') return null;
  if (pageId === 'profile2') {
    return (
      <button type="button" className={styles.iconButton} onClick={logout} aria-label={t('header.logout')}>
        <LogoutIcon width={22} height={22} />
      </button>
    );
  }
  if (pageId === 'profile3') {
    return (
      <Link to={paths.profile.getHref()} className={styles.createAccount}>
        {t('header.edit')}
      </Link>
    );
  }
  return <AccountMenu session={session} />;
}

/** Spec §2.3: back arrow (except on home), centred title, language switch and account. */
export function Header({
  pageId,
  title,
  backTo = paths.home.getHref(),
  backState,
  backInHistory = false,
}: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const isHome = pageId === 'home';

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {isHome ? (
          <Link
            to={paths.home.getHref()}
            className={styles.brand}
            aria-label={t('header.homeLink', { product: PRODUCT_NAME })}
          >
            <img src={mark} alt="" width={32} height={32} />
          </Link>
        ) : (
          <Link
            to={backTo}
            state={backState}
            className={styles.back}
            aria-label={t('header.back')}
            onClick={(click) => {
              // A click with a modifier opens the link as the browser does; a plain one steps back when it can.
              const plain = click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
              if (backInHistory && plain && canGoBackInApp()) {
                click.preventDefault();
                void navigate(-1);
              }
            }}
          >
            <ArrowLeftIcon />
          </Link>
        )}
        <div className={styles.actions}>
          <LanguageSwitch />
          {pageId !== 'auth' &&
            (session ? (
              <SignedInAction pageId={pageId} session={session} />
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
