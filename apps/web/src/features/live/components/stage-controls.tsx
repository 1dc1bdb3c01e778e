import type { RouletteState, TEventBattles } from '@artclash/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/pill/pill';
import { useLanguage } from '@/lib/use-language';
import { useShowCurrent, useShowRoulette } from '../api/show-controls';
import { showBattle } from './battle-rules';
import { nextBattleOf, rouletteStateOf } from './control-rules';
import { runControl } from './run-control';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

/**
 * The show in the control room (docs/decisions.md#277, #278): the stage of the night, the battle on
 * stage (chosen, or the next one), and the roulette of a battle not yet started: spin, stop, lock.
 * Every screen follows the server's show; nothing here is kept in this tab.
 */
export function StageControls({ event }: { event: TEventBattles }) {
  const { t } = useTranslation();
  const { battleName, pick } = useLanguage();
  const headingId = useId();
  const current = useShowCurrent(event._id);
  const roulette = useShowRoulette(event._id);
  const battle = showBattle(event);
  const next = nextBattleOf(event);
  const [chosen, setChosen] = useState('');
  const selected = chosen || battle?._id || '';
  const running = event.show.stage === 'battle';
  const busy = current.isPending || roulette.isPending;
  const state = battle ? rouletteStateOf(event, battle) : 'idle';
  const drawn = battle && event.show.roulette.battle_id === battle._id ? event.show.roulette : undefined;

  const putOnStage = (battleId: string) =>
    void runControl(() => current.mutateAsync({ eventId: event._id, battleId })).then(() => setChosen(''));
  const turn = (action: 'spin' | 'stop' | 'lock', from: RouletteState) =>
    battle && void runControl(() => roulette.mutateAsync({ eventId: event._id, battleId: battle._id, action, from }));

  return (
    <section className={ui.card} aria-labelledby={headingId}>
      <header className={ui.toolbar}>
        <h2 id={headingId} className={ui.cardTitle}>
          {t('organiser.control.stage')}
        </h2>
        <Pill flat tone="goldSoft" data-testid="show-stage">
          {t(`organiser.control.stageName.${event.show.stage}`, { number: event.show.battle_number ?? '' })}
        </Pill>
      </header>

      <div className={styles.switches}>
        <label className={styles.labelled}>
          {t('organiser.control.onStage')}
          <select
            className={ui.select}
            value={selected}
            disabled={running || busy}
            onChange={(change) => setChosen(change.target.value)}
          >
            {!battle && <option value="">—</option>}
            {event.battles.map((each) => (
              <option key={each._id} value={each._id}>
                {battleName(each)} ({t(`show.phase.${each.battle_phase}`)})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={ui.button}
          disabled={running || busy || !selected || selected === battle?._id}
          onClick={() => putOnStage(selected)}
        >
          {t('organiser.control.putOnStage')}
        </button>
        <button
          type="button"
          className={ui.button}
          disabled={running || busy || !next}
          title={next ? undefined : t('organiser.control.noNextBattle')}
          onClick={() => next && putOnStage(next._id)}
        >
          {t('organiser.control.nextBattle')}
        </button>
      </div>

      {battle?.battle_phase === 'not_started' && (
        <section className={styles.group} aria-label={t('organiser.control.roulette')}>
          <h3 className={ui.rowTitle}>
            {t('organiser.control.roulette')}: <span>{t(`organiser.control.rouletteState.${state}`)}</span>
          </h3>
          {drawn?.left && drawn.right && (
            <p aria-live="polite">
              {t('organiser.control.drawn', {
                keyword1: pick(drawn.left.eng, drawn.left.jap),
                keyword2: pick(drawn.right.eng, drawn.right.jap),
              })}
            </p>
          )}
          <div className={styles.switches}>
            <button
              type="button"
              className={ui.button}
              disabled={busy || (state !== 'idle' && state !== 'stopped')}
              onClick={() => turn('spin', state)}
            >
              {t('organiser.control.spin')}
            </button>
            <button
              type="button"
              className={ui.button}
              disabled={busy || state !== 'spinning'}
              onClick={() => turn('stop', state)}
            >
              {t('organiser.control.stop')}
            </button>
            <button
              type="button"
              className={`${ui.button} ${styles.complete}`}
              disabled={busy || state !== 'stopped'}
              onClick={() => turn('lock', state)}
            >
              {t('organiser.control.lock')}
            </button>
          </div>
        </section>
      )}
    </section>
  );
}
