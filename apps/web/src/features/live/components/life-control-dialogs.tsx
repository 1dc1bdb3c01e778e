import type { BattleMoveName, TBattle } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import type { ServerClock } from '../api/server-clock';
import { CompleteDialog, type Completion } from './complete-dialog';

/** The question the control room is asking before a press takes effect, if any. */
export type Asking = 'complete' | 'restart' | 'reopen' | 'reopenVoting' | null;

interface LifeControlDialogsProps {
  asking: Asking;
  battle: TBattle;
  /** The event's minutes per battle and the server's clock, for the time left that Complete shows. */
  battlesTime: number;
  clock: ServerClock;
  /** The battle's name in the interface language. */
  name: string;
  busy: boolean;
  onMove: (move: BattleMoveName, completion?: Completion) => void;
  onRestart: () => void;
  onCancel: () => void;
}

/**
 * What the control room asks before a press the audience would see (docs/product.md#rule-326): completing the battle
 * (the winner, or on a tie a pick or a draw), restarting the timer, reopening the battle or its voting.
 */
export function LifeControlDialogs({
  asking,
  battle,
  battlesTime,
  clock,
  name,
  busy,
  onMove,
  onRestart,
  onCancel,
}: LifeControlDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <CompleteDialog
        key={asking === 'complete' ? 'open' : 'closed'}
        battle={battle}
        battlesTime={battlesTime}
        clock={clock}
        open={asking === 'complete'}
        busy={busy}
        onComplete={(completion) => onMove('complete', completion)}
        onCancel={onCancel}
      />
      <ConfirmDialog
        open={asking === 'restart'}
        title={t('organiser.control.confirm.restart')}
        warning={t('organiser.control.confirm.restartWarning')}
        confirmLabel={t('live.bigScreen.restart')}
        busy={busy}
        onConfirm={onRestart}
        onCancel={onCancel}
      />
      <ConfirmDialog
        open={asking === 'reopen'}
        title={t('organiser.control.confirm.reopen', { name })}
        warning={t('organiser.control.confirm.reopenWarning')}
        confirmLabel={t('organiser.control.reopen')}
        busy={busy}
        onConfirm={() => onMove('reopen')}
        onCancel={onCancel}
      />
      <ConfirmDialog
        open={asking === 'reopenVoting'}
        title={t('organiser.control.confirm.reopenVoting', { name })}
        warning={t('organiser.control.confirm.reopenVotingWarning')}
        confirmLabel={t('organiser.control.reopenVoting')}
        busy={busy}
        onConfirm={() => onMove('reopenVoting')}
        onCancel={onCancel}
      />
    </>
  );
}
