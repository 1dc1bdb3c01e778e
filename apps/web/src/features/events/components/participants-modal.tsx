import type { TPublicUser } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import { ParticipantRow } from './participant-row';
import styles from './participants.module.css';

interface ParticipantsModalProps {
  open: boolean;
  onClose: () => void;
  participants: { user: TPublicUser }[];
}

export function ParticipantsModal({ open, onClose, participants }: ParticipantsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('events.participants')}>
      <ul className={styles.list}>
        {participants.map(({ user }) => (
          <li key={user._id}>
            <ParticipantRow user={user} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
