import type { RouletteState, TBattle, TEventBattles } from '@artclash/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pill } from '@/components/pill/pill';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { useTimeStart } from '../api/battle-controls';
import { useRoulette } from '../api/get-roulette';
import { liveKeys } from '../api/query-keys';
import type { ServerClock } from '../api/server-clock';
import { useShowCurrent, useShowRoulette } from '../api/show-controls';
import { showBattle } from './battle-rules';
import { nextBattleOf, rouletteStateOf } from './control-rules';
import { lockAndStart } from './lock-and-start';
import { runControl } from './run-control';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';
import { ControlRouletteCheck } from './roulette-check';

/**
 * The show in the control room (docs/decisions.md#277, #278): the stage of the night, the battle on
 * stage (chosen, or the next one), and the roulette of a battle not yet started: spin, stop, lock.
 * Every screen follows the server's show; nothing here is kept in this tab.
 */
export function StageControls({ event, clock }: { event: TEventBattles; clock: ServerClock }) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const headingId = useId();
  const current = useShowCurrent(event._id);
  const roulette = useShowRoulette(event._id);
  const battle = showBattle(event);
  const next = nextBattleOf(event);
  const [chosen, setChosen] = useState('');
  const selected = chosen || battle?._id || '';
  const running = event.show.stage === 'battle';
  const busy = current.isPending || roulette.isPending;

  const putOnStage = (battleId: string) =>
    void runControl(() => current.mutateAsync({ eventId: event._id, battleId })).then(() => setChosen(''));

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
        <RouletteControls key={battle._id} event={event} battle={battle} turning={roulette} clock={clock} busy={busy} />
      )}
      {battle && <ControlRouletteCheck event={event} battle={battle} />}
    </section>
  );
}

interface RouletteControlsProps {
  event: TEventBattles;
  battle: TBattle;
  turning: ReturnType<typeof useShowRoulette>;
  clock: ServerClock;
  busy: boolean;
}

/**
 * The roulette of the battle on stage: spin, stop, lock (which starts the timer too: docs/product.md#rule-392). A spin
 * the server refuses for an empty keyword pool says so with a link to the screen where keywords are added
 * (docs/product.md#rule-374).
 */
function RouletteControls({ event, battle, turning, clock, busy }: RouletteControlsProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const queryClient = useQueryClient();
  const start = useTimeStart(clock);
  const [refused, setRefused] = useState(false);
  const state = rouletteStateOf(event, battle);
  const drawn = event.show.roulette.battle_id === battle._id ? event.show.roulette : undefined;
  const turn = (action: 'spin' | 'stop', from: RouletteState) =>
    void runControl(() =>
      turning.mutateAsync({ eventId: event._id, battleId: battle._id, action, from }).catch((error: unknown) => {
        if (action === 'spin') {
          // The pool is read afresh: keywords may have been added in another tab since.
          void queryClient.invalidateQueries({ queryKey: liveKeys.roulette(event._id, battle._id) });
          setRefused(true);
        }
        throw error;
      }),
    );

  return (
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
      {refused && <EmptyPoolNotice eventId={event._id} battleId={battle._id} />}
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
          disabled={busy || start.isPending || state !== 'stopped'}
          onClick={() => void lockAndStart({ eventId: event._id, battleId: battle._id, turning, start })}
        >
          {t('organiser.control.lock')}
        </button>
      </div>
    </section>
  );
}

/**
 * After a refused spin: when the battle's keyword pool is empty (read afresh), says so and links to the
 * console's roulette keywords, where they are added (docs/product.md#rule-374). Nothing for other refusals.
 */
function EmptyPoolNotice({ eventId, battleId }: { eventId: string; battleId: string }) {
  const { t } = useTranslation();
  const pool = useRoulette(eventId, battleId);
  if (!pool.data || (pool.data.Roulette?.keywords.length ?? 0) > 0) return null;
  return (
    <p role="alert" className={ui.error}>
      {t('organiser.control.emptyPool')}{' '}
      <Link to={paths.adminRoulettePool.getHref(eventId)}>{t('organiser.control.addKeywords')}</Link>
    </p>
  );
}
