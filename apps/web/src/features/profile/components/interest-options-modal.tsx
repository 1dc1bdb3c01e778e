import { useTranslation } from 'react-i18next';
import layout from '@/components/layout/layout.module.css';
import buttons from '@/components/button/button.module.css';
import { Modal } from '@/components/modal/modal';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ErrorState } from '@/components/state/error-state';
import { useInterestOptions, type InterestSection } from '../api/interest-options';
import styles from './interests.module.css';

interface InterestOptionsModalProps {
  section: InterestSection | null;
  title: string;
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onClose: () => void;
}

/** §2.9: every option of one list; tapping one toggles it (a pressed button is chosen). */
export function InterestOptionsModal({ section, title, chosen, onToggle, onClose }: InterestOptionsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={section !== null} title={title} onClose={onClose}>
      {section && <OptionList section={section} chosen={chosen} onToggle={onToggle} />}
      <button type="button" className={`${buttons.secondary} ${buttons.block} ${styles.done}`} onClick={onClose}>
        {t('profile.interests.done')}
      </button>
    </Modal>
  );
}

function OptionList({
  section,
  chosen,
  onToggle,
}: {
  section: InterestSection;
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { data: options, error, refetch } = useInterestOptions(section);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!options) return <Skeleton height={120} radius={14} />;
  if (options.length === 0) return <p className={styles.none}>{t('profile.interests.noOptions')}</p>;
  return (
    <ul className={layout.chips} aria-label={t('profile.interests.optionsLabel')}>
      {options.map((option) => (
        <li key={option._id}>
          <button
            type="button"
            className={`${buttons.outline} ${styles.option}`}
            aria-pressed={chosen.has(option._id)}
            onClick={() => onToggle(option._id)}
          >
            {option.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
