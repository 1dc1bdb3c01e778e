import type { TBattle } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { useRoom } from '../api/get-room';
import layout from '@/components/layout/layout.module.css';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

/**
 * A battle's votes in the control room: each player's count as the stream brings it, with a bar, and where the
 * votes came from (the room or online), read with the room.
 */
export function BattleTally({ eventId, battle }: { eventId: string; battle: TBattle }) {
  const { t } = useTranslation();
  const origins = useRoom(eventId).data?.room.votes_by_origin.find((origin) => origin.battle_id === battle._id);
  const players = [battle.battle1, battle.battle2] as const;
  // The console's counts: the organisers' list fills those the public reply hides (lib/events/organiser-counts.ts).
  const counts = battle.votes ?? { Player1: 0, Player2: 0 };
  const total = counts.Player1 + counts.Player2;
  return (
    <>
      <section className={layout.halves} aria-label={t('organiser.control.liveVotes')} aria-live="polite">
        {players.map((player, index) => {
          const votes = index === 0 ? counts.Player1 : counts.Player2;
          return (
            <div key={player?._id ?? index} className={styles.tally}>
              <span className={ui.rowTitle}>{player?.username ?? '—'}</span>
              <span className={styles.count} data-testid={`votes-${index + 1}`}>
                {votes}
              </span>
              <meter className={ui.progress} min={0} max={Math.max(total, 1)} value={votes} aria-hidden="true" />
            </div>
          );
        })}
      </section>
      {origins && (
        // Read with the room every 2 s, hidden counts too (docs/product.md#rule-352).
        <dl className={styles.origins}>
          <div>
            <dt>{t('organiser.control.origin.inRoom')}</dt>
            <dd data-testid="votes-in-room">{origins.in_room}</dd>
          </div>
          <div>
            <dt>{t('organiser.control.origin.online')}</dt>
            <dd data-testid="votes-online">{origins.online}</dd>
          </div>
        </dl>
      )}
    </>
  );
}
