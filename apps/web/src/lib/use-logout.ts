import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from './notify';
import { clearSession } from './session';

/**
 * Spec §2.3 / §4 Session: logout removes the stored session and goes to /home. One function for
 * every place that offers it: the header's avatar menu, the profile2 icon and the profile menu.
 */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () => {
    clearSession();
    notify('info', t('header.loggedOut'));
    void navigate(paths.chooser.getHref());
  };
}
