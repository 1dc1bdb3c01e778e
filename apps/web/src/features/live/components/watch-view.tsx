import type { TEventBattles, TSingleEventDetailsReply } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttons from '@/components/button/button.module.css';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/event-time-format';
import { useLanguage } from '@/lib/use-language';
import type { ServerClock } from '../api/server-clock';
import { isShowLive, showBattle } from './battle-rules';
import { EventBattlesList } from './event-battles-list';
import { LiveBattleCard } from './live-battle-card';
import { LiveTag } from './live-tag';
import { StreamEmbed } from '@/components/stream-embed/stream-embed';
import { WaitForBattle } from './wait-for-battle';
import stageStyles from '@/components/stage/stage.module.css';
import styles from './live.module.css';

interface WatchViewProps {
  event: TEventBattles;
  details: TSingleEventDetailsReply | undefined;
  clock: ServerClock;
  /** /live-match adds the 'Event Battles' list (docs/product.md#rule-4). */
  withBattleList?: boolean;
}

/** The watch page of /live-event and /live-match (docs/product.md#rule-3, #rule-4). */
export function WatchView({ event, details, clock, withBattleList = false }: WatchViewProps) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const battle = showBattle(event);
  const title = pick(event.title_eng, event.title_jap);
  const first = details?.events.date_times[0];

  return (
    <div className={styles.view}>
      <section className={styles.stream} aria-label={t('live.liveNow')}>
        {isShowLive(event) && <LiveTag />}
        <StreamEmbed html={event.youtube_emd} title={title} />
      </section>
      <div className={`${stageStyles.stage} ${styles.intro}`}>
        <h2 className={styles.title}>{title}</h2>
        {first && details && (
          <p className={styles.date}>{formatEventDateTime(first, details.events.timezone, language).date}</p>
        )}
      </div>
      {battle ? <LiveBattleCard battle={battle} battlesTime={event.battles_time} clock={clock} /> : <WaitForBattle />}
      <Link to={paths.voting.getHref(event._id)} className={`${buttons.primary} ${buttons.block}`}>
        {t('live.vote')}
      </Link>
      {withBattleList && <EventBattlesList battles={event.battles} />}
    </div>
  );
}

/** The watch page's header: 'Art Battle | {p1} vs {p2}' with the current battle's real players (docs/product.md#rule-3). */
export function useWatchTitle(event: TEventBattles | undefined): string {
  const { t } = useTranslation();
  const battle = event && showBattle(event);
  if (!battle) return t('live.artBattle');
  return t('live.watchTitle', {
    player1: battle.battle1?.username ?? t('live.tbd'),
    player2: battle.battle2?.username ?? t('live.tbd'),
  });
}
