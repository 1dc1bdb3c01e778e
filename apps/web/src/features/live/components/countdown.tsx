import { formatCountdown, parseRemaining, TIME_IS_UP, type BattleTimer } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import type { ServerClock } from '../api/server-clock';
import { useCountdown } from './use-countdown';
import styles from './countdown.module.css';

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
}

/** The battle timer: 'MM:SS.t' counting down, '00:00.0' with 'Time is up!', or the stored remaining time while paused. */
export function Countdown({
  battle,
  battlesTime,
  clock,
  variant = 'card',
  label = true,
  announceStart = false,
}: CountdownProps) {
  const { t } = useTranslation();
  const reading = useCountdown(battle, battlesTime, clock);
  if (!reading) return null;

  let display = reading.text;
  let state: string | undefined;
  if (reading.kind === 'timeUp') state = t('live.timeIsUp');
  if (
    reading.kind === 'countdown' &&
    announceStart &&
    battle.battle_status === 'live' &&
    battle.battle_time_status === 'play'
  )
    state = t('live.battleStarted');
  if (reading.kind === 'stored') {
    // The server stores 'Xm Ys' or 'Time is up!' in English; the screen says it in its own language.
    const ms = parseRemaining(reading.text);
    if (reading.text === TIME_IS_UP) {
      display = formatCountdown(0);
      state = t('live.timeIsUp');
    } else {
      if (ms !== undefined)
        display = t('live.remaining', { minutes: Math.floor(ms / 60_000), seconds: Math.floor(ms / 1000) % 60 });
      if (battle.battle_time_status === 'pause') state = t('live.paused');
    }
  }

  return (
    <div className={styles.countdown} data-variant={variant} data-kind={reading.kind}>
      {label && <span className={styles.label}>{t('live.timeLeft')}</span>}
      <span className={styles.digits} role="timer" aria-label={t('live.timeLeft')}>
        {display}
      </span>
      {state && (
        <span className={styles.state} role="status">
          {state}
        </span>
      )}
    </div>
  );
}
