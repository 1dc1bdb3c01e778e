import type { BattleTimer, TimerReading } from '@artclash/contract/values';
import type { ServerClock } from '../api/server-clock';
import { useCountdown } from './use-countdown';
import { useStageText } from './stage-language';
import styles from './countdown.module.css';

type TimerState = 'live.timeIsUp' | 'live.battleStarted' | 'live.paused';

/**
 * The words under a timer: 'Time is up!' at zero, 'Paused' while paused, 'Battle Started!' while it runs when asked.
 * A complete battle's timer says nothing: the battle is over, and its result speaks (a projector showing 'Paused'
 * beside the winner would tell the room the battle is still on).
 */
function timerState(
  reading: Pick<TimerReading, 'kind'>,
  battle: BattleTimer,
  announceStart: boolean,
): TimerState | undefined {
  if (battle.battle_status === 'complete') return undefined;
  if (reading.kind === 'timeUp') return 'live.timeIsUp';
  if (reading.kind === 'stored') return battle.battle_time_status === 'pause' ? 'live.paused' : undefined;
  if (announceStart && battle.battle_status === 'live' && battle.battle_time_status === 'play')
    return 'live.battleStarted';
  return undefined;
}

interface CountdownProps {
  battle: BattleTimer;
  battlesTime: number;
  clock: ServerClock;
  /** `stage` for the big screen, `card` on the phone screens. */
  variant?: 'card' | 'stage';
  /** Hides the 'Time left' label (when the screen names the timer already). */
  label?: boolean;
  /** Says 'Battle Started!' while the countdown runs. */
  announceStart?: boolean;
  /**
   * Whether this timer says its state ('Time is up!', 'Paused', 'Battle Started!'). A screen that shows
   * the same battle's timer twice says it under one of them only (docs/product.md#rule-290).
   */
  withState?: boolean;
}

interface TimerStateLineProps {
  battle: BattleTimer;
  battlesTime: number;
  clock: ServerClock;
  announceStart?: boolean;
  className?: string;
  /** In both languages: English over Japanese (a stack), or on one line after a slash. */
  layout?: 'stack' | 'line';
}

/** The timer's state alone, for a screen that shows the timer more than once and says its state once. */
export function TimerStateLine({
  battle,
  battlesTime,
  clock,
  announceStart = false,
  className,
  layout = 'stack',
}: TimerStateLineProps) {
  const { say } = useStageText();
  const reading = useCountdown(battle, battlesTime, clock);
  const state = reading && timerState(reading, battle, announceStart);
  return state ? (
    <p className={className} role="status">
      {say((t) => t(state), layout)}
    </p>
  ) : null;
}

/** The battle timer: 'MM:SS.t' counting down, '00:00.0' with 'Time is up!', or the stored remaining time while paused, in the same format. */
export function Countdown({
  battle,
  battlesTime,
  clock,
  variant = 'card',
  label = true,
  announceStart = false,
  withState = true,
}: CountdownProps) {
  const { say, read } = useStageText();
  const reading = useCountdown(battle, battlesTime, clock);
  if (!reading) return null;
  const state = withState ? timerState(reading, battle, announceStart) : undefined;

  return (
    <div className={styles.countdown} data-variant={variant} data-kind={reading.kind}>
      {label && <span className={styles.label}>{say((t) => t('live.timeLeft'), 'line')}</span>}
      <span className={styles.digits} role="timer" aria-label={read((t) => t('live.timeLeft'))}>
        {reading.text}
      </span>
      {state && (
        <span className={styles.state} role="status">
          {say((t) => t(state), 'line')}
        </span>
      )}
    </div>
  );
}
