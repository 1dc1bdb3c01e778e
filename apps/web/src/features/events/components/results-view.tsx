import { finalistsOfBattles, type TEvent, type TEventBattles, type TPublicUser } from '@artclash/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card/card';
import { BoltIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/state/empty-state';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import { useBattleCurves } from '../api/get-battle-curves';
import { BattleResultCard } from './battle-result-card';
import { PREVIEW_AVATARS } from './participant-stack';
import { ParticipantRow } from './participant-row';
import { ParticipantsModal } from './participants-modal';
import { VoteLogCard } from './vote-log-card';
import stageStyles from '@/components/stage/stage.module.css';
import styles from './results-view.module.css';

/** The champion and runner-up by the contract's rule (docs/product.md#rule-111), as home names them. */
function podiumOf({ battles }: TEventBattles): TPublicUser[] | undefined {
  const finalists = finalistsOfBattles(battles);
  if (!finalists) return undefined;
  const players = battles.flatMap((battle) => [battle.battle1, battle.battle2]).filter((player) => player !== null);
  const find = (id: string | null) => players.find((player) => player._id === id);
  return [find(finalists.champion), find(finalists.runnerUp)].filter((user) => user !== undefined);
}

interface ResultsViewProps {
  event: TEvent;
  battles: TEventBattles;
}

/** Art Battle Results (docs/product.md#rule-2, #rule-9). */
export function ResultsView({ event, battles }: ResultsViewProps) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const [participantsOpen, setParticipantsOpen] = useState(false);
  const first = event.date_times[0];
  const champions = podiumOf(battles);
  const curves = useBattleCurves(event._id, event.results_public).data?.battles;

  return (
    <div className={styles.view}>
      <div className={`${stageStyles.stage} ${styles.intro}`}>
        <h2 className={styles.title}>{pick(battles.title_eng, battles.title_jap)}</h2>
        {first && <p className={styles.date}>{formatEventDateTime(first, event.timezone, language).date}</p>}
      </div>

      {champions && (
        <Card as="section" padded className={styles.section} aria-labelledby="champion-heading">
          <h3 id="champion-heading" className={styles.heading}>
            {t('results.champion')}
          </h3>
          <ul className={styles.participants}>
            {champions.map((user, index) => (
              <li key={user._id} data-place={index + 1}>
                <span className={styles.place}>{index === 0 ? t('results.champion') : t('results.runnerUp')}</span>
                <ParticipantRow user={user} />
              </li>
            ))}
          </ul>
        </Card>
      )}

      <section className={styles.section} aria-labelledby="battles-heading">
        <h3 id="battles-heading" className={styles.heading}>
          {t('results.battles')}
        </h3>
        {battles.battles.length === 0 ? (
          <EmptyState icon={<BoltIcon />} title={t('results.noBattles')} />
        ) : (
          <ul className={styles.list}>
            {battles.battles.map((battle) => (
              <li key={battle._id}>
                <BattleResultCard
                  battle={battle}
                  eventId={event._id}
                  curve={curves?.find((curve) => curve.battle_id === battle._id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {event.participants.length > 0 && (
        <Card as="section" padded className={styles.section} aria-labelledby="results-participants-heading">
          <div className={styles.headingRow}>
            <h3 id="results-participants-heading" className={styles.heading}>
              {t('results.participants')}
            </h3>
            <button
              type="button"
              className={styles.seeAll}
              onClick={() => setParticipantsOpen(true)}
              aria-haspopup="dialog"
            >
              {t('results.seeAll')}
            </button>
          </div>
          <ul className={styles.participants}>
            {event.participants.slice(0, PREVIEW_AVATARS).map(({ user }) => (
              <li key={user._id}>
                <ParticipantRow user={user} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {event.results_public && <VoteLogCard eventId={event._id} />}
      <ParticipantsModal
        open={participantsOpen}
        onClose={() => setParticipantsOpen(false)}
        participants={event.participants}
      />
    </div>
  );
}
