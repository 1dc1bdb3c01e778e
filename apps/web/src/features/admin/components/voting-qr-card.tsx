import type { TProjectorLanguage } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/qr-code/qr-code';
import { paths } from '@/config/paths';
import styles from '@/components/console/console.module.css';

/** The voting page's QR code to print for the venue, and the big screen's own link for the projector. */
export function VotingQrCard({
  eventId,
  screenKey,
  projectorLanguage,
}: {
  eventId: string;
  screenKey: string | undefined;
  /** The event's projector language, which the projector's link carries (docs/product.md#rule-397). */
  projectorLanguage: TProjectorLanguage | undefined;
}) {
  const { t } = useTranslation();
  const votingUrl = `${window.location.origin}${paths.voting.getHref(eventId)}`;
  const projectorUrl =
    screenKey && `${window.location.origin}${paths.liveEventBattle.getHref(eventId, screenKey, projectorLanguage)}`;
  return (
    <section className={styles.card} aria-label={t('organiser.battles.qrTitle')}>
      <h2 className={styles.cardTitle}>{t('organiser.battles.qrTitle')}</h2>
      <p className={styles.hint}>{t('organiser.battles.qrHint')}</p>
      <QrCode
        className={styles.qr}
        value={votingUrl}
        label={t('organiser.battles.qrLabel', { url: votingUrl })}
        size={240}
      />
      <p className={`${styles.meta} ${styles.qr}`}>{votingUrl}</p>
      {projectorUrl && (
        // Not printed: the key reads the room code from anywhere (docs/product.md#rule-350).
        <p className={`${styles.hint} ${styles.noPrint}`}>
          {t('organiser.battles.projectorHint')} <a href={projectorUrl}>{projectorUrl}</a>
        </p>
      )}
      <button type="button" className={`${styles.button} ${styles.noPrint}`} onClick={() => window.print()}>
        {t('organiser.battles.print')}
      </button>
    </section>
  );
}
