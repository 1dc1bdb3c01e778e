import type { TShow } from '@artclash/contract';
import { joinPathOf, type TVotingRule } from '@artclash/contract/values';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QrCode } from '@/components/qr-code/qr-code';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useRoomCode } from '../api/vote-pass';
import { joinAddress, joinPanelSize, joinQrCss, joinQrSide } from './join-panel-size';
import styles from './big-screen.module.css';

interface JoinPanelProps {
  eventId: string;
  votingRule: TVotingRule;
  /** The stage of the night: the panel is large between battles (docs/decisions.md#329). */
  stage: TShow['stage'];
}

/**
 * The big screen's way in (docs/decisions.md#329): a QR code to the voting page with its short address under it,
 * large before the first battle and between battles, small while one runs. For an event whose voting rule
 * is 'room' (docs/decisions.md#306) the QR code carries the room code of the minute, also shown as digits
 * to type; the code comes from the server for an organiser or a projector opened with the console's link
 * (`?screen=`), and the QR code is the plain one otherwise.
 */
export function JoinPanel({ eventId, votingRule, stage }: JoinPanelProps) {
  // An organiser's screen (the control room's preview too) reads the code with its session; a projector needs the screen key.
  const organiser = useSession()?.role === 'admin';
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const screen = params.get('screen');
  const room = useRoomCode(eventId, screen, votingRule === 'room' && (organiser || !!screen));
  const code = room.data?.code ?? null;
  const votingPath = paths.voting.getHref(eventId);
  const votingUrl = `${window.location.origin}${votingPath}`;
  // The short address to type (docs/decisions.md#309); the QR code carries the whole one.
  const address = joinAddress(window.location.origin, joinPathOf(eventId));
  const size = joinPanelSize(stage);
  const side = { '--join-qr-side': joinQrCss(size) } as CSSProperties;
  return (
    <aside className={styles.join} data-size={size} style={side}>
      <QrCode
        value={code ? `${votingUrl}?room=${code}` : votingUrl}
        label={t('live.bigScreen.qrLabel')}
        size={Math.round(joinQrSide(size, 1920))}
        className={styles.joinQr}
      />
      <p className={styles.joinCall}>{t('live.bigScreen.scanToVote')}</p>
      <p className={styles.address}>
        <span>{address.host}</span>
        <span>{address.path}</span>
      </p>
      {code && (
        <p className={styles.screenCode} aria-label={t('votePass.screenCodeLabel', { code })}>
          {t('votePass.screenCode', { code })}
        </p>
      )}
    </aside>
  );
}
