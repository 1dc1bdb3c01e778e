import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { AppNotice } from '@/components/app-notice/app-notice';
import { paths } from '@/config/paths';
import { useAppUpdate } from '@/lib/app-update';

/** Screens where a vote can be under way: a new version never reloads them (docs/decisions.md#91). */
const votingScreens = [paths.voting.path, paths.liveMatch.path];
const isVotingScreen = (pathname: string) => votingScreens.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * A new version, once installed, says so in the interface language and takes over on the next move
 * to another screen (or at once on 'Update now'). On a voting screen it keeps quiet and waits until
 * the user has left it, so a vote is never cut short by a reload.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useAppUpdate();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  const voting = isVotingScreen(pathname);

  useEffect(() => {
    if (update && !voting && shownOn.current !== pathname) update.apply();
    shownOn.current = pathname;
  }, [update, voting, pathname]);

  if (!update || voting) return null;
  return <AppNotice action={{ label: t('app.updateNow'), onClick: update.apply }}>{t('app.newVersion')}</AppNotice>;
}
