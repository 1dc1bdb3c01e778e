import type { TPublicUser } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import styles from './participants.module.css';

/** Spec §9: up to 5 participant avatars in a preview. */
export const PREVIEW_AVATARS = 5;

interface ParticipantStackProps {
  participants: { user: TPublicUser }[];
  /** When given, the avatars and the count are one button that opens the participants modal. */
  onOpen?: () => void;
}

/** Up to five avatars and '+{count} Participants' (the ones not shown), or the total when all fit. */
export function ParticipantStack({ participants, onOpen }: ParticipantStackProps) {
  const { t } = useTranslation();
  const shown = participants.slice(0, PREVIEW_AVATARS);
  const hidden = participants.length - shown.length;
  const label =
    hidden > 0
      ? t('events.participantsMore', { count: hidden })
      : t('events.participantsTotal', { count: participants.length });
  const content = (
    <>
      <span className={styles.faces}>
        {shown.map(({ user }) => (
          <Avatar key={user._id} of={user} size={34} className={styles.face} />
        ))}
      </span>
      <span className={styles.count}>{label}</span>
    </>
  );
  if (!onOpen) return <span className={styles.stack}>{content}</span>;
  return (
    <button type="button" className={`${styles.stack} ${styles.stackButton}`} onClick={onOpen} aria-haspopup="dialog">
      {content}
    </button>
  );
}
