import type { TBattle, TEventBattles } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useBattleUpdate, useTimePause, useTimeStart } from '../api/battle-controls';
import type { ServerClock } from '../api/server-clock';
import {
  completion,
  nextBattleAction,
  restartAction,
  startPauseAction,
  timerControl,
  type ControlWarning,
  type StartPauseAction,
} from './control-rules';
import { useCountdown } from './use-countdown';
import styles from './big-screen.module.css';

interface ControlPanelProps {
  event: TEventBattles;
  battle: TBattle | undefined;
  clock: ServerClock;
  /** 'Next Battle' chose a battle to keep on screen until it goes live (docs/decisions.md#8). */
  onChoose: (battleId: string) => void;
}

/** The big screen's bottom panel, for organisers only (§4.9, docs/decisions.md#6); the server checks the role again. */
export function ControlPanel({ event, battle, clock, onChoose }: ControlPanelProps) {
  const { t } = useTranslation();
  const start = useTimeStart(clock);
  const pause = useTimePause(clock);
  const update = useBattleUpdate(event._id);
  const busy = start.isPending || pause.isPending || update.isPending;
  // Re-renders as the countdown moves, so the timer button turns to 'Time is up!' at zero.
  useCountdown(battle, event.battles_time, clock);
  const control = battle ? timerControl(battle, event.battles_time, clock.now()) : undefined;

  const warn = (warning: ControlWarning) =>
    notify('warning', warning === 'timeIsUp' ? t('live.timeIsUp') : t(`live.bigScreen.${warning}`));

  async function run(action: StartPauseAction) {
    if (!battle) return;
    if (action.kind === 'warn') {
      warn(action.warning);
      return;
    }
    const ids = { eventId: event._id, battleId: battle._id };
    const at = new Date().toISOString();
    try {
      if (action.kind === 'start')
        await start.mutateAsync({ ...ids, battle_time_start: at, bt_status: action.btStatus });
      else await pause.mutateAsync({ ...ids, battle_time_pause: at, battle_timeRemaining: action.remaining });
    } catch (error) {
      notify('error', errorMessage(error));
    }
  }

  /** A live switch of the current battle; the stream brings the change to every screen. */
  async function change(body: Parameters<typeof update.mutateAsync>[0]) {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      notify('error', errorMessage(error));
    }
  }

  const nextBattle = () => {
    const action = nextBattleAction(event.battles, battle);
    if (action.kind === 'warn') warn(action.warning);
    else onChoose(action.battleId);
  };

  return (
    <nav className={styles.controls} aria-label={t('live.bigScreen.controls')}>
      {battle ? (
        <Link className={styles.control} to={paths.roulettePublic.getHref(event._id, battle._id)}>
          {t('live.bigScreen.roulette')}
        </Link>
      ) : (
        <button type="button" className={styles.control} disabled>
          {t('live.bigScreen.roulette')}
        </button>
      )}
      <button
        type="button"
        className={styles.controlPrimary}
        disabled={!control?.enabled || busy}
        onClick={() => battle && void run(startPauseAction(battle, event.battles_time, clock.now()))}
      >
        {control?.label === 'timeIsUp' ? t('live.timeIsUp') : t(`live.bigScreen.${control?.label ?? 'start'}`)}
      </button>
      <button
        type="button"
        className={styles.control}
        disabled={!battle || busy}
        onClick={() => battle && void run(restartAction(battle))}
      >
        {t('live.bigScreen.restart')}
      </button>
      <button type="button" className={styles.control} onClick={nextBattle}>
        {t('live.bigScreen.nextBattle')}
      </button>
      {battle && (
        <>
          <button
            type="button"
            className={styles.control}
            aria-pressed={battle.voting_status === 'on'}
            disabled={busy}
            onClick={() =>
              void change({ battleId: battle._id, voting_status: battle.voting_status === 'on' ? 'off' : 'on' })
            }
          >
            {battle.voting_status === 'on' ? t('live.bigScreen.votingOff') : t('live.bigScreen.votingOn')}
          </button>
          <button
            type="button"
            className={styles.control}
            aria-pressed={battle.voting_bar === 'show'}
            disabled={busy}
            onClick={() =>
              void change({ battleId: battle._id, voting_bar: battle.voting_bar === 'show' ? 'hide' : 'show' })
            }
          >
            {battle.voting_bar === 'show' ? t('live.bigScreen.barHide') : t('live.bigScreen.barShow')}
          </button>
          {battle.battle_status === 'live' && (
            <button
              type="button"
              className={styles.control}
              disabled={busy}
              onClick={() => void change({ battleId: battle._id, ...completion(battle) })}
            >
              {t('live.bigScreen.completeBattle')}
            </button>
          )}
        </>
      )}
    </nav>
  );
}
