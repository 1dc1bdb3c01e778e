import type { TEventBattles } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/part-boundary/part-boundary';
import { StreamEmbed } from '@/components/stream-embed/stream-embed';
import { useLanguage } from '@/lib/use-language';
import type { ServerClock } from '../api/server-clock';
import { isShowLive, showBattle } from './battle-rules';
import { EventBattlesList } from './event-battles-list';
import { LiveTag } from './live-tag';
import { phoneStage } from './phone-stage';
import { useKeywords } from './theme-line';
import { VoteCard } from './vote-card';
import stageStyles from '@/components/stage/stage.module.css';
import styles from './live.module.css';

interface VotingViewProps {
  event: TEventBattles;
  clock: ServerClock;
  userId: string;
}

/**
 * The fan's phone (docs/product.md#rule-5, #rule-327, #rule-340, §2.8, §4.7), following the server's show as the stream
 * pushes it: the event's title with the theme and "Live now" while a battle runs, then the one state of the show
 * (VoteCard), the stream when the event has one, and the battles to come. The vote buttons come before the stream, so
 * they are on the first screen of a small phone. Each part fails alone (docs/decisions.md#341): a broken stream embed
 * never takes the vote away.
 */
export function VotingView({ event, clock, userId }: VotingViewProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const battle = showBattle(event);
  const keywords = useKeywords(battle, event.show);
  const stage = phoneStage(battle, !!keywords);
  const title = pick(event.title_eng, event.title_jap);
  const hasStream = event.youtube_emd.trim() !== '';
  const live = isShowLive(event);

  return (
    <div className={styles.view}>
      <div className={`${stageStyles.stage} ${styles.intro}`}>
        <h2 className={styles.title}>{title}</h2>
        {(keywords || live) && (
          <div className={styles.introLine}>
            {keywords && (
              <p className={styles.keywordPair}>
                {t('live.keywordPair', { keyword1: keywords[0], keyword2: keywords[1] })}
              </p>
            )}
            {live && <LiveTag />}
          </div>
        )}
      </div>
      <PartBoundary name="vote-card" resetKeys={[event]}>
        <VoteCard event={event} battle={battle} stage={stage} clock={clock} userId={userId} />
      </PartBoundary>
      {/* No stream, no box: an empty "the stream will appear here" filled half of every phone (docs/product.md#rule-340). */}
      {hasStream && (
        <section className={styles.stream} aria-label={t('live.streamTitle', { title })}>
          <PartBoundary name="stream" resetKeys={[event.youtube_emd]}>
            <StreamEmbed html={event.youtube_emd} title={title} />
          </PartBoundary>
        </section>
      )}
      <PartBoundary name="battles-list" resetKeys={[event.battles]}>
        <EventBattlesList battles={event.battles} />
      </PartBoundary>
    </div>
  );
}
