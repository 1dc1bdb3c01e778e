import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDetails } from '@/lib/accounts/get-user';
import type { Session } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { Avatar } from '../avatar/avatar';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BoltIcon, LogoutIcon } from '../icons/icons';
import styles from './header.module.css';

/**
 * Spec §2.3: when logged in, an avatar dropdown with 'Logout' (which clears the session and goes to /home),
 * and for organisers 'Console', the way to /admin (docs/product.md#rule-292).
 * The avatar is the profile image of the user's details, fetched on load with the stored token and _id.
 */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const signOut = useLogout();
  const { data: details } = useUserDetails(session);
  const name = details?.username || session.username;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the menu and gives the focus back to the avatar that opened it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    signOut();
  };

  return (
    <div className={styles.account} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar of={{ profileImage: details?.profileImage ?? session.profileImage }} size={36} />
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} role="menu">
          {session.role === 'admin' && (
            <li role="none">
              <Link
                to={paths.admin.getHref()}
                role="menuitem"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
                autoFocus
              >
                <BoltIcon width={18} height={18} />
                {t('header.console')}
              </Link>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={logout}
              autoFocus={session.role !== 'admin'}
            >
              <LogoutIcon width={18} height={18} />
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
