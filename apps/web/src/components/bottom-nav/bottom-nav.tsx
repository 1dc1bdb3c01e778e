import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
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

/** Spec §2.3: Home, Calendar and Profile; NavLink marks the current one with aria-current="page". */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {items.map(({ to, label, Icon }) => (
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
