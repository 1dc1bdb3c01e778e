import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { AppNotice } from './app-notice';

/** While the device is offline, every screen says so; the live screens reconnect by themselves once it is back. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return online ? null : <AppNotice>{t('app.offline')}</AppNotice>;
}
