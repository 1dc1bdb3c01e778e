import { useTranslation } from 'react-i18next';
import { BoltIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/state/empty-state';

/** No current battle (§8): 'Please wait for the next battle'. */
export function WaitForBattle() {
  const { t } = useTranslation();
  return <EmptyState as="h3" icon={<BoltIcon />} title={t('live.waitNextBattle')} />;
}
