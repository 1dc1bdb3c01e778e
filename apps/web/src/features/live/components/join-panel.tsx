import type { TShow } from '@artclash/contract';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { QrCode } from '@/components/qr-code/qr-code';
import { useRoomCode } from '../api/vote-pass';
import { joinAddress, joinPanelSize, joinQrCss, joinQrSide } from './join-panel-size';
import { useStageText } from './stage-language';
import styles from './big-screen.module.css';

interface JoinPanelProps {
  eventId: string;
  /** The stage of the night: the panel is large between battles (docs/product.md#rule-329). */
  stage: TShow['stage'];
}

/**
 * The big screen's way in (docs/product.md#rule-329, docs/decisions.md#333): a QR code to the voting page with its
 * short address under it, large before the first battle and between battles, small while one runs. Both addresses are
 * the deployment's public one from the server, never this screen's own origin (a projector opened at localhost). Under
 * a rule that asks for the room, an organiser's screen or a projector opened with the console's link (`?screen=`) also
 * gets the room key, which the QR code carries, and the room code to type under the short address.
 */
export function JoinPanel({ eventId, stage }: JoinPanelProps) {
  const { say, read } = useStageText();
  const [params] = useSearchParams();
  const screen = params.get('screen');
  const room = useRoomCode(eventId, screen);
  const size = joinPanelSize(stage);
  const side = { '--join-qr-side': joinQrCss(size) } as CSSProperties;
  const call = <p className={styles.joinCall}>{say((t) => t('live.bigScreen.scanToVote'))}</p>;
  // Until the addresses come, the panel holds their place: the QR code's square, the address's two lines and, on a
  // screen opened with the console's link, the code's line. A panel that grew when they came moved the stage around it.
  if (!room.data)
    return (
      <aside className={styles.join} data-size={size} style={side} aria-busy="true">
        <span className={styles.joinQrSpace} />
        {call}
        <p className={styles.address} aria-hidden="true">
          <span>&nbsp;</span>
          <span>&nbsp;</span>
        </p>
        {screen && <ScreenCode code="000000" hidden />}
      </aside>
    );
  const { voting_url: votingUrl, short_url: shortUrl, code, key } = room.data;
  // The short address to type (docs/product.md#rule-309); the QR code carries the whole one.
  const address = joinAddress(shortUrl);
  return (
    <aside className={styles.join} data-size={size} style={side}>
      <QrCode
        value={key ? `${votingUrl}?room=${encodeURIComponent(key)}` : votingUrl}
        label={read((t) => t('live.bigScreen.qrLabel'))}
        size={Math.round(joinQrSide(size, 1920))}
        className={styles.joinQr}
      />
      {call}
      <p className={styles.address}>
        <span>{address.host}</span>
        <span>{address.path}</span>
      </p>
      {code && <ScreenCode code={code} />}
    </aside>
  );
}

/** The room code to type under the short address (docs/product.md#rule-351); `hidden`, only its place is kept. */
function ScreenCode({ code, hidden = false }: { code: string; hidden?: boolean }) {
  const { say, read } = useStageText();
  return (
    <p
      className={styles.screenCode}
      {...(hidden
        ? { 'aria-hidden': true, 'data-hidden': true }
        : { 'aria-label': read((t) => t('votePass.screenCodeLabel', { code })) })}
    >
      <span className={styles.screenCodeTitle}>{say((t) => t('votePass.screenCode'), 'line')}</span>
      <span className={styles.screenCodeDigits}>{code}</span>
    </p>
  );
}
