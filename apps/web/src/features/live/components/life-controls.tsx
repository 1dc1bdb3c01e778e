import type { BattleMoveName, TBattle, TEventBattles } from '@artclash/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/pill/pill';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useBattleUpdate, useTimePause, useTimeStart } from '../api/battle-controls';
import { useBattleMove } from '../api/battle-move';
import type { Press } from '../api/pressed';
import type { ServerClock } from '../api/server-clock';
import type { Completion } from './complete-dialog';
import { moveControl, restartAction, startPauseAction, timerControl, type StartPauseAction } from './control-rules';
import { LifeControlDialogs, type Asking } from './life-control-dialogs';
import { runControl } from './run-control';
import { SHORTCUTS } from './next-step';
import { TimerControls } from './timer-controls';
import { useShortcut } from './use-shortcut';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

interface LifeControlsProps {
  event: TEventBattles;
  battle: TBattle;
  clock: ServerClock;
}

/**
 * The battle on stage, run from the control room (docs/decisions.md#275, docs/product.md#rule-326): its timer, voting,
 * the vote bar, completing it (the winner, or on a tie a pick or a draw), reopening it, and undoing a start nothing
 * was spent on. Which buttons can be pressed, and which ask first, comes from the contract's table; the server checks
 * again from the phase this screen showed.
 */
export function LifeControls({ event, battle, clock }: LifeControlsProps) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const headingId = useId();
  const move = useBattleMove(event._id);
  const start = useTimeStart(clock);
  const pause = useTimePause(clock);
  const update = useBattleUpdate(event._id);
  const [asking, setAsking] = useState<Asking>(null);
  const busy = move.isPending || start.isPending || pause.isPending || update.isPending;
  const running = battle.battle_phase === 'live' || battle.battle_phase === 'voting_closed';
  const name = battleName(battle);
  // T starts, resumes or pauses the timer, as its button does (docs/product.md#rule-393).
  useShortcut(
    SHORTCUTS.timer,
    () => void runTimer(startPauseAction(battle, event.battles_time, clock.now()), { byShortcut: true }),
    running && !busy && timerControl(battle, event.battles_time, clock.now()).enabled,
  );

  const makeMove = async (name: BattleMoveName, completion: Completion = {}) => {
    await runControl(() =>
      move.mutateAsync({ battleId: battle._id, move: name, from: battle.battle_phase, ...completion }),
    );
    setAsking(null);
  };

  async function runTimer(action: StartPauseAction, press: Press = {}) {
    setAsking(null);
    if (action.kind === 'warn') {
      notify('warning', action.warning === 'timeIsUp' ? t('live.timeIsUp') : t(`live.bigScreen.${action.warning}`));
      return;
    }
    const ids = { eventId: event._id, battleId: battle._id, ...press };
    const at = new Date().toISOString();
    await runControl(() =>
      action.kind === 'start'
        ? start.mutateAsync({ ...ids, battle_time_start: at, bt_status: action.btStatus })
        : pause.mutateAsync({ ...ids, battle_time_pause: at, battle_timeRemaining: action.remaining }),
    );
  }

  /** A move's button: pressed at once, or asking first when the table says the audience would see it. */
  const moveButton = (name: BattleMoveName, label: string, asks: Exclude<Asking, null> | null = null) => {
    const control = moveControl(battle, name);
    if (!control.enabled) return null;
    return (
      <button
        type="button"
        className={name === 'complete' ? `${ui.button} ${styles.complete}` : ui.button}
        disabled={busy}
        onClick={() => (asks && control.confirm ? setAsking(asks) : void makeMove(name))}
      >
        {label}
      </button>
    );
  };

  const endings = [
    moveButton('complete', t('organiser.control.complete'), 'complete'),
    moveButton('reopen', t('organiser.control.reopen'), 'reopen'),
    moveButton('undoStart', t('organiser.control.undoStart')),
  ].filter((button) => button !== null);

  return (
    <section className={ui.card} aria-labelledby={headingId}>
      <header className={ui.toolbar}>
        <h2 id={headingId} className={ui.cardTitle}>
          {name}
        </h2>
        <Pill flat tone="goldSoft" data-testid="battle-phase">
          {t(`show.phase.${battle.battle_phase}`)}
        </Pill>
      </header>

      {running && (
        <TimerControls
          event={event}
          battle={battle}
          clock={clock}
          busy={busy}
          onStartPause={(action) => void runTimer(action)}
          onRestart={() => setAsking('restart')}
        />
      )}

      <div className={styles.switches}>
        {moveButton('openVoting', t('organiser.control.openVoting'))}
        {moveButton('closeVoting', t('organiser.control.closeVoting'))}
        {moveButton('reopenVoting', t('organiser.control.reopenVoting'), 'reopenVoting')}
        {battle.battle_phase !== 'not_started' && <VoteBarButton battle={battle} update={update} busy={busy} />}
      </div>

      {/* The presses that end something, apart from the routine ones (docs/product.md#rule-395). */}
      {endings.length > 0 && (
        <div className={styles.ending} role="group" aria-label={t('organiser.control.ending')}>
          {endings}
        </div>
      )}

      <LifeControlDialogs
        asking={asking}
        battle={battle}
        battlesTime={event.battles_time}
        clock={clock}
        name={name}
        busy={busy}
        onMove={(move, completion) => void makeMove(move, completion)}
        onRestart={() => void runTimer(restartAction(battle))}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

interface VoteBarButtonProps {
  battle: TBattle;
  update: ReturnType<typeof useBattleUpdate>;
  busy: boolean;
}

/** Show or hide the vote bar on every screen: a routine press, beside voting (docs/product.md#rule-395). */
function VoteBarButton({ battle, update, busy }: VoteBarButtonProps) {
  const { t } = useTranslation();
  const shown = battle.voting_bar === 'show';
  return (
    <button
      type="button"
      className={ui.button}
      aria-pressed={shown}
      disabled={busy}
      onClick={() =>
        void runControl(() => update.mutateAsync({ battleId: battle._id, voting_bar: shown ? 'hide' : 'show' }))
      }
    >
      {shown ? t('organiser.control.hideBar') : t('organiser.control.showBar')}
    </button>
  );
}
