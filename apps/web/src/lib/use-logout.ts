import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { callApi } from './api-client';
import { errorMessage } from './error-message';
import { type NoticeKind, notify } from './notify';
import { clearSession } from './session';

/** Forgets the session in this browser, says so and goes to /home (spec §4 Session). */
function useLeave(): (kind: NoticeKind, message: string) => void {
  const navigate = useNavigate();
  return (kind, message) => {
    clearSession({ byUser: true });
    notify(kind, message);
    void navigate(paths.chooser.getHref());
  };
}

/**
 * Spec §2.3 / §4 Session: logout ends the session on the server (docs/decisions.md#70), removes the
 * stored session and goes to /home. Without an answer from the server the browser forgets the
 * session all the same. One function for every place that offers it: the header's avatar menu, the
 * profile2 icon and the profile menu.
 */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const leave = useLeave();
  return () => {
    void callApi('logout')
      .catch(() => undefined)
      .then(() => leave('info', t('header.loggedOut')));
  };
}

/**
 * The profile menu's 'Log out everywhere': ends every session of the account on the server, this
 * one included. Only an answer says it happened; without one the session stays and the error shows.
 */
export function useLogoutEverywhere(): () => void {
  const leave = useLeave();
  return () => {
    void callApi('logoutAll').then(
      (reply) => leave('success', reply.message),
      (error: unknown) => notify('error', errorMessage(error)),
    );
  };
}
