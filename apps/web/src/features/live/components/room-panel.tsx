import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoom } from '../api/get-room';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

/**
 * The room in the control room (docs/decisions.md#251): viewers on the stream over every server process,
 * votes in the last minute, the oldest vote not yet answered, and whether every process receives changes.
 * Read again every 2 s; shown as soon as the first reading arrives.
 */
export function RoomPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useRoom(eventId);
  const room = data?.room;
  return (
    <section className={ui.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={ui.cardTitle}>
        {t('organiser.control.room.title')}
      </h2>
      {!room ? (
        <p className={ui.hint} role="status">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <dl className={styles.room}>
            <div>
              <dt>{t('organiser.control.room.viewers')}</dt>
              <dd>{room.viewers}</dd>
            </div>
            <div>
              <dt>{t('organiser.control.room.votesLastMinute')}</dt>
              <dd>{room.votes_last_minute}</dd>
            </div>
            <div>
              <dt>{t('organiser.control.room.oldestVote')}</dt>
              <dd>
                {room.oldest_vote_ms === 0
                  ? t('organiser.control.room.noneWaiting')
                  : t('organiser.control.room.oldestVoteValue', { seconds: (room.oldest_vote_ms / 1000).toFixed(1) })}
              </dd>
            </div>
            <div>
              <dt>{t('organiser.control.room.processes')}</dt>
              <dd>
                {t('organiser.control.room.processesValue', {
                  receiving: room.processes_receiving,
                  processes: room.processes,
                })}
              </dd>
            </div>
          </dl>
          {room.processes_receiving < room.processes && (
            <p className={ui.error} role="alert">
              {t('organiser.control.room.processesBehind')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
