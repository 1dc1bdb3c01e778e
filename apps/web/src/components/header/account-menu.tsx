import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { clearSession, type Session } from '@/lib/session';
import { Avatar } from '../avatar/avatar';
import { LogoutIcon } from '../icons/icons';
import styles from './header.module.css';

/** Spec §2.3: when logged in, an avatar dropdown with 'Logout' (which clears the session and goes to /home). */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    clearSession();
    notify('info', t('header.loggedOut'));
    navigate(paths.chooser.getHref());
  };

  return (
    <div className={styles.account} ref={rootRef}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.accountMenu', { name: session.username })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar image={session.profileImage} name={session.username} size={36} decorative />
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} role="menu">
          <li role="none">
            <button type="button" role="menuitem" className={styles.menuItem} onClick={logout} autoFocus>
              <LogoutIcon width={18} height={18} />
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
