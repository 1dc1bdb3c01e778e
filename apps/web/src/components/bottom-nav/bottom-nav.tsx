import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { mayOpenCreatorScreens, useSession } from '@/lib/session';
import { CalendarIcon, HomeIcon, UserIcon } from '../icons/icons';
import styles from './bottom-nav.module.css';

interface NavItem {
  to: string;
  label: 'nav.home' | 'nav.calendar' | 'nav.profile';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const items: NavItem[] = [
  { to: paths.home.getHref(), label: 'nav.home', Icon: HomeIcon },
  { to: paths.calendar.getHref(), label: 'nav.calendar', Icon: CalendarIcon },
  { to: paths.myProfile.getHref(), label: 'nav.profile', Icon: UserIcon },
];

/**
 * Spec §2.3: Home, Calendar and Profile; NavLink marks the current one with aria-current="page".
 * Profile is My Profile, which is for fans and artists; a park user's Profile is the profile menu
 * (docs/product.md#rule-177).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const session = useSession();
  const shown = mayOpenCreatorScreens(session)
    ? items
    : items.map((item) => (item.label === 'nav.profile' ? { ...item, to: paths.profile.getHref() } : item));
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {shown.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.link}>
              <Icon className={styles.icon} />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
