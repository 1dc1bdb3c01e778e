import type { TBattle, TEventBattles } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import type { ServerClock } from '../api/server-clock';
import { startPauseAction, timerControl, type StartPauseAction } from './control-rules';
import { Countdown } from './countdown';
import { SHORTCUTS } from './next-step';
import { useCountdown } from './use-countdown';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

interface TimerControlsProps {
  event: TEventBattles;
  battle: TBattle;
  clock: ServerClock;
  busy: boolean;
  /** Starts, pauses or warns, as the contract's table says for this moment. */
  onStartPause: (action: StartPauseAction) => void;
  /** Asks before restarting the timer. */
  onRestart: () => void;
}

/** The running battle's countdown, its start or pause button and its restart (docs/decisions.md#275). */
export function TimerControls({ event, battle, clock, busy, onStartPause, onRestart }: TimerControlsProps) {
  const { t } = useTranslation();
  // Re-renders as the countdown moves, so the timer button turns to 'Time is up!' at zero.
  useCountdown(battle, event.battles_time, clock);
  const timer = timerControl(battle, event.battles_time, clock.now());
  return (
    <section className={styles.group} aria-label={t('organiser.control.timer')}>
      <Countdown battle={battle} battlesTime={event.battles_time} clock={clock} />
      <div className={styles.switches}>
        <button
          type="button"
          className={ui.button}
          disabled={!timer.enabled || busy}
          aria-keyshortcuts={SHORTCUTS.timer.toUpperCase()}
          onClick={() => onStartPause(startPauseAction(battle, event.battles_time, clock.now()))}
        >
          {timer.label === 'timeIsUp' ? t('live.timeIsUp') : t(`live.bigScreen.${timer.label}`)}
          {timer.enabled && (
            <kbd className={styles.key} aria-hidden="true">
              {SHORTCUTS.timer.toUpperCase()}
            </kbd>
          )}
        </button>
        <button type="button" className={ui.button} disabled={busy} onClick={onRestart}>
          {t('live.bigScreen.restart')}
        </button>
      </div>
    </section>
  );
}
