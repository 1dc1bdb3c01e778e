import type { TBattle } from '@artclash/contract';
import { voteShare } from '@artclash/contract/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/button/button.module.css';
import { Modal } from '@/components/modal/modal';
import { useLanguage } from '@/lib/use-language';
import type { ServerClock } from '../api/server-clock';
import { useCountdown } from './use-countdown';
import styles from './control-room.module.css';

/** How the organiser ends the battle: the winner the votes name, a pick on a tie, or a draw. */
export type Completion = { player_winner_id?: string; draw?: boolean };

interface CompleteDialogProps {
  battle: TBattle;
  /** The event's minutes per battle and the server's clock: the dialog says how much time is left. */
  battlesTime: number;
  clock: ServerClock;
  open: boolean;
  busy: boolean;
  onComplete: (completion: Completion) => void;
  onCancel: () => void;
}

/**
 * "Complete this battle?" (docs/product.md#rule-276, #rule-326, #rule-395): says how much time is left and the votes as
 * they stand, then who wins by votes, or on a tie asks for the winner or a draw before Complete can be pressed.
 * Nothing is declared until then.
 */
export function CompleteDialog({ battle, battlesTime, clock, open, busy, onComplete, onCancel }: CompleteDialogProps) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const [choice, setChoice] = useState('');
  // The console fills in counts the public stream hides (lib/events/organiser-counts.ts).
  const { Player1 = 0, Player2 = 0 } = battle.votes ?? {};
  const tie = Player1 === Player2;
  const leader = Player1 > Player2 ? battle.battle1 : battle.battle2;
  const players = [battle.battle1, battle.battle2].filter((player) => !!player);
  const timer = useCountdown(open ? battle : null, battlesTime, clock);
  const share = voteShare({ Player1, Player2 });

  const complete = () => void onComplete(!tie ? {} : choice === 'draw' ? { draw: true } : { player_winner_id: choice });

  return (
    <Modal open={open} title={t('organiser.control.confirm.complete', { name: battleName(battle) })} onClose={onCancel}>
      <p className={styles.summary} data-testid="complete-summary">
        <strong>
          {timer?.kind === 'timeUp'
            ? t('organiser.control.confirm.timeUp')
            : t('organiser.control.confirm.timeLeft', { time: timer?.text ?? '' })}
        </strong>{' '}
        {t('organiser.control.confirm.split', {
          player1: battle.battle1?.username ?? '—',
          player2: battle.battle2?.username ?? '—',
          votes1: Player1,
          votes2: Player2,
          share1: share.player1,
          share2: share.player2,
        })}
      </p>
      <p>{t('organiser.control.confirm.completeWarning')}</p>
      {tie ? (
        <fieldset className={styles.choice}>
          <legend>{t('organiser.control.confirm.tie', { votes: Player1 })}</legend>
          {players.map((player) => (
            <label key={player._id}>
              <input
                type="radio"
                name="winner"
                value={player._id}
                checked={choice === player._id}
                onChange={() => setChoice(player._id)}
              />{' '}
              {player.username}
            </label>
          ))}
          <label>
            <input
              type="radio"
              name="winner"
              value="draw"
              checked={choice === 'draw'}
              onChange={() => setChoice('draw')}
            />{' '}
            {t('organiser.control.confirm.draw')}
          </label>
        </fieldset>
      ) : (
        <p>
          {t('organiser.control.confirm.byVotes', {
            player: leader?.username ?? '—',
            votes1: Player1,
            votes2: Player2,
          })}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.ghost} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={buttons.primary} disabled={busy || (tie && !choice)} onClick={complete}>
          {t('organiser.control.complete')}
        </button>
      </div>
    </Modal>
  );
}
