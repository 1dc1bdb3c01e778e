import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@/config/product';
import { BottomNav } from '../bottom-nav/bottom-nav';
import { Header, type HeaderProps } from '../header/header';
import styles from './app-shell.module.css';

interface AppShellProps extends HeaderProps {
  children: ReactNode;
  /** The bottom navigation shows on browsing screens, not in the auth area. */
  showNav?: boolean;
  /** The organisers' console uses a tablet's whole width; every other screen is a phone column. */
  wide?: boolean;
  /** What the browser tab names, when it is more than the header's title (an event's own title). */
  documentTitle?: string | undefined;
}

/** The phone-width column: header, the screen's content and the bottom navigation. */
export function AppShell({ children, showNav = true, wide = false, documentTitle, ...header }: AppShellProps) {
  const { t } = useTranslation();
  const named = documentTitle ?? header.title;
  useEffect(() => {
    document.title = named === PRODUCT_NAME ? PRODUCT_NAME : `${named} | ${PRODUCT_NAME}`;
  }, [named]);
  return (
    <div className={wide ? `${styles.column} ${styles.wide}` : styles.column}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <Header {...header} />
      <main id="main" tabIndex={-1} className={showNav ? styles.mainWithNav : styles.main}>
        {children}
      </main>
      {showNav && <BottomNav />}
    </div>
  );
}
