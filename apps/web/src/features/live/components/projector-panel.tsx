import type { TProjectorLanguage } from '@artclash/contract/values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { usePhoneReach } from '@/lib/phone-reach';
import { useRoom } from '../api/get-room';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

/**
 * The projector's address (docs/product.md#rule-350, #rule-394): the big screen with the event's screen key, so a
 * projector no one signed in on shows the room code, at the deployment's public address (PUBLIC_URL, as the join
 * panel's; this screen's own origin until the server answers) and in the event's projector language (`?lang=`,
 * docs/product.md#rule-397), not the control room's. Opened in its own window (one per event: a second press brings it back rather than opening another) or
 * copied.
 */
export function ProjectorPanel({ eventId, language }: { eventId: string; language: TProjectorLanguage }) {
  const { t } = useTranslation();
  const headingId = useId();
  const screenKey = useRoom(eventId).data?.screen_key;
  const base = (usePhoneReach().data?.public_url ?? window.location.origin).replace(/\/+$/, '');
  const address = screenKey && `${base}${paths.liveEventBattle.getHref(eventId, screenKey, language)}`;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('organiser.control.projector.copied'));
    } catch {
      notify('error', t('organiser.control.projector.copyFailed'));
    }
  }

  return (
    <section className={ui.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={ui.cardTitle}>
        {t('organiser.control.projector.title')}
      </h2>
      {!address ? (
        <p className={ui.hint} role="status">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <a className={`${ui.link} ${styles.projector}`} href={address} target={`projector-${eventId}`}>
            {t('organiser.control.projector.open')}
          </a>
          <p className={ui.hint}>{t('organiser.control.projector.hint')}</p>
          <div className={styles.address}>
            <input
              className={ui.select}
              readOnly
              value={address}
              aria-label={t('organiser.control.projector.address')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className={ui.button} onClick={() => void copy(address)}>
              {t('organiser.control.projector.copy')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
