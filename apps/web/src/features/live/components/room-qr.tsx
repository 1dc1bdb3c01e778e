import type { TVotingRule } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QrCode } from '@/components/qr-code/qr-code';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useRoomCode } from '../api/vote-pass';
import styles from './vote-pass.module.css';

interface RoomQrProps {
  eventId: string;
  votingRule: TVotingRule;
}

/**
 * The big screen's QR code to the voting page. For an event whose voting rule is 'room'
 * (docs/decisions.md#306) it carries the room code of the minute, also shown as digits to type; the
 * code comes from the server for an organiser or a projector opened with the console's link
 * (`?screen=`), and the QR code is the plain one otherwise.
 */
export function RoomQr({ eventId, votingRule }: RoomQrProps) {
  // An organiser's screen (the control room's preview too) reads the code with its session; a projector needs the screen key.
  const organiser = useSession()?.role === 'admin';
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const screen = params.get('screen');
  const room = useRoomCode(eventId, screen, votingRule === 'room' && (organiser || !!screen));
  const code = room.data?.code ?? null;
  const votingUrl = `${window.location.origin}${paths.voting.getHref(eventId)}`;
  return (
    <>
      <QrCode value={code ? `${votingUrl}?room=${code}` : votingUrl} label={t('live.bigScreen.qrLabel')} size={168} />
      <p>{t('live.bigScreen.scanToVote')}</p>
      {code && (
        <p className={styles.screenCode} aria-label={t('votePass.screenCodeLabel', { code })}>
          {t('votePass.screenCode', { code })}
        </p>
      )}
    </>
  );
}
