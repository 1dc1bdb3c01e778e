import { isMainType } from '@artclash/contract/values';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { Avatar } from '@/components/avatar/avatar';
import buttons from '@/components/button/button.module.css';
import {
  BallotIcon,
  BoltIcon,
  CalendarIcon,
  ChevronRightIcon,
  ClockIcon,
  HeartIcon,
  LogoutIcon,
  UserIcon,
} from '@/components/icons/icons';
import { Skeleton } from '@/components/skeleton/skeleton';
import { paths } from '@/config/paths';
import { useUserDetails } from '@/lib/accounts/get-user';
import { useSession } from '@/lib/session';
import { useLogout, useLogoutEverywhere } from '@/lib/use-logout';
import styles from '../components/profile-menu.module.css';

interface MenuLink {
  to: string;
  label:
    | 'profile.menu.generalProfile'
    | 'profile.menu.pastVoting'
    | 'profile.menu.participatedEvents'
    | 'profile.menu.userInterests'
    | 'profile.menu.eventHistory'
    | 'profile.menu.console';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Only fans and artists may open it (RequireMainType); a park user is never offered it (docs/product.md#rule-177). */
  mainOnly: boolean;
  /** Only organisers are offered it (the console, docs/product.md#rule-292). */
  organiserOnly?: boolean;
}

const links: MenuLink[] = [
  { to: paths.userProfile.getHref(), label: 'profile.menu.generalProfile', Icon: UserIcon, mainOnly: true },
  { to: paths.pastVoting.getHref(), label: 'profile.menu.pastVoting', Icon: BallotIcon, mainOnly: false },
  {
    to: paths.participatedEvents.getHref(),
    label: 'profile.menu.participatedEvents',
    Icon: CalendarIcon,
    mainOnly: true,
  },
  { to: paths.userInterests.getHref(), label: 'profile.menu.userInterests', Icon: HeartIcon, mainOnly: true },
  { to: paths.eventHistory.getHref(), label: 'profile.menu.eventHistory', Icon: ClockIcon, mainOnly: false },
  { to: paths.admin.getHref(), label: 'profile.menu.console', Icon: BoltIcon, mainOnly: false, organiserOnly: true },
];

/**
 * Profile menu '/profile' (docs/product.md §2.9): the avatar and username from get_user (loaded on entry),
 * links to the profile screens this user may open, a Logout button and 'Log out everywhere', which ends the account's
 * sessions on every device (docs/decisions.md#70). Private: RequireSession guards it in the router.
 */
export function ProfileMenuRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  const { data: details, isPending } = useUserDetails(session, { onEntry: true });
  // Until the details arrive, the stored session's copy of the name and image stands in.
  const name = details?.username || session?.username || '';
  const image = details ? details.profileImage : session?.profileImage;

  return (
    <AppShell pageId="profile" title={t('profile.menu.title')} backTo={paths.home.getHref()}>
      <div className={styles.page}>
        <div className={styles.identity}>
          <Avatar of={{ profileImage: image }} size={96} className={styles.avatar} />
          {name ? <p className={styles.name}>{name}</p> : isPending && <Skeleton width={140} height={24} radius={8} />}
        </div>

        <nav aria-label={t('profile.menu.linksLabel')}>
          <ul className={styles.links}>
            {links
              .filter((link) => !link.mainOnly || isMainType(session?.type))
              .filter((link) => !link.organiserOnly || session?.role === 'admin')
              .map(({ to, label, Icon }) => (
                <li key={to}>
                  <Link to={to} className={styles.link}>
                    <span className={styles.linkIcon}>
                      <Icon width={22} height={22} />
                    </span>
                    <span className={styles.linkLabel}>{t(label)}</span>
                    <ChevronRightIcon className={styles.chevron} width={20} height={20} />
                  </Link>
                </li>
              ))}
          </ul>
        </nav>

        <button type="button" className={[buttons.ghost, buttons.block, styles.logout].join(' ')} onClick={logout}>
          <LogoutIcon width={20} height={20} />
          {t('profile.menu.logout')}
        </button>
        <button
          type="button"
          className={[buttons.ghost, buttons.block, styles.logoutEverywhere].join(' ')}
          onClick={logoutEverywhere}
        >
          <LogoutIcon width={20} height={20} />
          {t('profile.menu.logoutEverywhere')}
        </button>
      </div>
    </AppShell>
  );
}
