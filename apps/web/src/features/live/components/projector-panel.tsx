import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useRoom } from '../api/get-room';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

/**
 * The way to the projector (docs/decisions.md#350): the big screen with the event's screen key, so a projector no
 * one signed in on shows the room code, opened in its own window (one per event: a second press brings it back
 * rather than opening another) or copied from its address. The key comes with the room, whatever the rule.
 */
export function ProjectorPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const screenKey = useRoom(eventId).data?.screen_key;
  const address = screenKey && `${window.location.origin}${paths.liveEventBattle.getHref(eventId, screenKey)}`;
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
          <input
            className={ui.select}
            readOnly
            value={address}
            aria-label={t('organiser.control.projector.address')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      )}
    </section>
  );
}
