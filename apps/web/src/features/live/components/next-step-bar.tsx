import type { TEventBattles } from '@artclash/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { useTimeStart } from '../api/battle-controls';
import { useBattleMove } from '../api/battle-move';
import type { Press } from '../api/pressed';
import type { ServerClock } from '../api/server-clock';
import { useShowCurrent, useShowRoulette } from '../api/show-controls';
import { showBattle } from './battle-rules';
import { CompleteDialog, type Completion } from './complete-dialog';
import { nextStepOf, SHORTCUTS, type NextStep } from './next-step';
import { lockAndStart } from './lock-and-start';
import { runControl } from './run-control';
import { useCountdown } from './use-countdown';
import { useShortcut } from './use-shortcut';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

/**
 * The one "Next step" button (docs/product.md#rule-392, #rule-393): walks the run sheet with the same calls the other
 * buttons make, from the show every screen has; N presses it. Completing asks first, as its own button does.
 */
export function NextStepBar({
  event,
  clock,
  children,
}: {
  event: TEventBattles;
  clock: ServerClock;
  /** Shown beside the keys' line: the live stream's state. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const current = useShowCurrent(event._id);
  const roulette = useShowRoulette(event._id);
  const start = useTimeStart(clock);
  const move = useBattleMove(event._id);
  const [asking, setAsking] = useState(false);
  // Re-renders as the countdown moves, so the step turns to "Close voting" at time up.
  useCountdown(showBattle(event), event.battles_time, clock);
  const next = nextStepOf(event, clock.now());
  const busy = current.isPending || roulette.isPending || start.isPending || move.isPending;
  const waiting = 'waiting' in next && next.waiting === true;
  const ready = next.step !== 'done' && !waiting && !busy;

  async function take(step: NextStep, completion: Completion = {}, press: Press = {}) {
    if (step.step === 'done') return;
    // The event's log names the screen of each call: the button, or the N key (docs/decisions.md#408).
    const ids = { eventId: event._id, battleId: step.battle._id, ...press };
    const at = new Date().toISOString();
    switch (step.step) {
      case 'putOnStage':
        return void (await runControl(() => current.mutateAsync(ids)));
      case 'spin':
      case 'stop': {
        const action = step.step;
        return void (await runControl(() =>
          roulette.mutateAsync({ ...ids, action, from: action === 'spin' ? 'idle' : 'spinning' }),
        ));
      }
      case 'lock':
        return lockAndStart({ ...ids, turning: roulette, start });
      case 'startTimer':
        return void (await runControl(() => start.mutateAsync({ ...ids, battle_time_start: at, bt_status: '' })));
      case 'complete':
        if (!asking) {
          setAsking(true);
          return;
        }
    }
    const name = step.step;
    const from = step.battle.battle_phase;
    await runControl(() => move.mutateAsync({ battleId: ids.battleId, move: name, from, ...completion, ...press }));
    setAsking(false);
  }

  useShortcut(SHORTCUTS.next, () => void take(next, {}, { byShortcut: true }), ready);

  const label =
    next.step === 'done'
      ? t('organiser.control.next.done')
      : t(`organiser.control.next.${waiting ? 'closeAtTimeUp' : next.step}`, {
          name: battleName(next.battle),
        });
  return (
    <section className={styles.nextStep} aria-label={t('organiser.control.next.title')}>
      <button
        type="button"
        className={`${ui.button} ${styles.nextButton}`}
        disabled={!ready}
        aria-keyshortcuts={SHORTCUTS.next.toUpperCase()}
        onClick={() => void take(next)}
      >
        <span>{t('organiser.control.next.label', { step: label })}</span>
        <kbd className={styles.key} aria-hidden="true">
          {SHORTCUTS.next.toUpperCase()}
        </kbd>
      </button>
      <div className={styles.nextMeta}>
        {children}
        <p className={`${ui.hint} ${styles.keys}`}>{t('organiser.control.next.keys')}</p>
      </div>
      {next.step === 'complete' && (
        <CompleteDialog
          key={asking ? 'open' : 'closed'}
          battle={next.battle}
          battlesTime={event.battles_time}
          clock={clock}
          open={asking}
          busy={busy}
          onComplete={(completion) => void take(next, completion)}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
