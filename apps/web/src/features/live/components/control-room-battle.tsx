import {
  battleNameIn,
  JUDGE_CRITERIA,
  type TBattle,
  type TBattleUpdateRequest,
  type TJudgeScores,
} from '@artclash/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/pill/pill';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useBattleUpdate } from '../api/battle-controls';
import type { ServerClock } from '../api/server-clock';
import { ArtworkPhotos } from './artwork-photos';
import { BattleTally } from './battle-tally';
import { ControlRoomCurve } from './control-room-curve';
import layout from '@/components/layout/layout.module.css';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

type Scores = Record<(typeof JUDGE_CRITERIA)[number], { player1: string; player2: string }>;

const scoreText = (scores: TJudgeScores | null): Scores =>
  Object.fromEntries(
    JUDGE_CRITERIA.map((criterion) => [
      criterion,
      { player1: String(scores?.[criterion]?.player1 ?? ''), player2: String(scores?.[criterion]?.player2 ?? '') },
    ]),
  ) as Scores;

/** A score as the contract takes it: 0 to 100, or nothing when left blank. */
const scoreOf = (text: string): number | undefined | null => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
};

/**
 * One battle in the control room: its phase, its vote counts as the stream brings them, where they came from
 * (the room or online, read with the room), the photos of its canvases once time is up, and the judge scores. The show's controls are those of the battle on stage (LifeControls), not repeated here.
 */
interface ControlRoomBattleProps {
  eventId: string;
  battle: TBattle;
  battlesTime: number;
  clock: ServerClock;
}

export function ControlRoomBattle({ eventId, battle, battlesTime, clock }: ControlRoomBattleProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const update = useBattleUpdate(eventId);
  const headingId = useId();
  const [scores, setScores] = useState<Scores>(() => scoreText(battle.judge_scores));
  const [scoreError, setScoreError] = useState(false);
  const players = [battle.battle1, battle.battle2] as const;
  const busy = update.isPending;

  async function change(body: TBattleUpdateRequest, done: string) {
    try {
      await update.mutateAsync({ battleId: battle._id, ...body });
      notify('success', done);
    } catch (error) {
      notify('error', errorMessage(error));
    }
  }

  function saveScores(event: FormEvent) {
    event.preventDefault();
    const entries = JUDGE_CRITERIA.map(
      (criterion) => [criterion, scoreOf(scores[criterion].player1), scoreOf(scores[criterion].player2)] as const,
    );
    const invalid = entries.some(
      ([, one, two]) => one === null || two === null || (one === undefined) !== (two === undefined),
    );
    setScoreError(invalid);
    if (invalid) return;
    const judged = Object.fromEntries(
      entries
        .filter(([, one]) => one !== undefined)
        .map(([criterion, one, two]) => [criterion, { player1: one, player2: two }]),
    ) as TJudgeScores;
    void change({ scores: Object.keys(judged).length > 0 ? judged : null }, t('organiser.control.scoresSaved'));
  }

  const name = battleNameIn(language, battle);
  return (
    <article className={ui.card} aria-labelledby={headingId}>
      <header className={ui.toolbar}>
        <h2 id={headingId} className={ui.cardTitle}>
          {name}
        </h2>
        <Pill flat tone="goldSoft">
          {t(`show.phase.${battle.battle_phase}`)}
        </Pill>
      </header>

      <BattleTally eventId={eventId} battle={battle} />
      <ControlRoomCurve battle={battle} />
      <ArtworkPhotos eventId={eventId} battle={battle} battlesTime={battlesTime} clock={clock} />

      <form className={ui.page} onSubmit={saveScores} noValidate>
        <fieldset className={layout.halves}>
          <legend className={ui.cardTitle}>{t('organiser.control.scores')}</legend>
          {JUDGE_CRITERIA.map((criterion) =>
            players.map((player, index) => {
              const key = index === 0 ? 'player1' : 'player2';
              return (
                <label key={`${criterion}-${key}`} className={styles.labelled}>
                  <span>
                    {t('organiser.control.scoreFor', {
                      criterion: t(`results.criteria.${criterion}`),
                      player: player?.username ?? '—',
                    })}
                  </span>
                  <input
                    className={ui.select}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    value={scores[criterion][key]}
                    aria-invalid={scoreError && scoreOf(scores[criterion][key]) === null}
                    onChange={(event) =>
                      setScores({ ...scores, [criterion]: { ...scores[criterion], [key]: event.target.value } })
                    }
                  />
                </label>
              );
            }),
          )}
        </fieldset>
        {scoreError && (
          <p className={ui.error} role="alert">
            {t('organiser.control.scoreRange')}
          </p>
        )}
        <button type="submit" className={ui.button} disabled={busy}>
          {t('organiser.control.saveScores')}
        </button>
      </form>
    </article>
  );
}
