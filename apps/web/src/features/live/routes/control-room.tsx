import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useOrganiserCounts } from '@/lib/events/organiser-counts';
import { useLanguage } from '@/lib/use-language';
import { useLiveEvent } from '../api/use-live-event';
import { BigScreenPreview } from '../components/big-screen-preview';
import { showBattle } from '../components/battle-rules';
import { ControlRoomBattle } from '../components/control-room-battle';
import { LifeControls } from '../components/life-controls';
import { NextStepBar } from '../components/next-step-bar';
import { ProjectorPanel } from '../components/projector-panel';
import { RoomPanel } from '../components/room-panel';
import { NightRecord } from '@/components/console/night-record';
import { StageControls } from '../components/stage-controls';
import ui from '@/components/console/console.module.css';
import styles from '../components/control-room.module.css';

/**
 * /admin/live/{eventId}: the control room (docs/product.md#rule-24, #rule-325, #rule-395), on the organiser's phone,
 * tablet or laptop: the next step of the run sheet and every control of the battle on stage first (the roulette, the
 * timer, voting, the bar, then apart the presses that end something), beside a preview of what the projector shows and
 * its address; the figures of the room and every battle's card below. The show and the battles come from the live
 * stream (polled while it is down); every control is answered by the server and pushed from there to the big screen
 * and the fans' phones.
 */
export function ControlRoomRoute() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { eventId = '' } = useParams();
  const { query, feed, clock } = useLiveEvent(eventId);
  const event = query.data;
  const withCounts = useOrganiserCounts(eventId, event?.battles);
  const title = event ? pick(event.title_eng, event.title_jap) : '';
  const onStage = event && showBattle(event);

  return (
    <ConsoleShell
      title={t('organiser.control.title', { event: title })}
      backTo={paths.adminEvent.getHref(eventId)}
      compactWarning
    >
      <QueryView
        query={query}
        loading={
          <p className={ui.hint} role="status">
            {t('common.loading')}
          </p>
        }
      >
        {(event) => (
          <div className={ui.page}>
            {event.battles.length === 0 && <p className={ui.hint}>{t('organiser.battles.none')}</p>}
            {/* The battle on stage first, above the figures of the room (docs/product.md#rule-395). */}
            <div className={styles.stageLayout}>
              <div className={styles.group}>
                <NextStepBar event={event} clock={clock}>
                  <p className={styles.feed} role="status">
                    {feed === 'stream' ? t('organiser.control.connected') : t('organiser.control.reconnecting')}
                  </p>
                </NextStepBar>
                {onStage && <LifeControls event={event} battle={withCounts(onStage)} clock={clock} />}
                <StageControls event={event} clock={clock} />
              </div>
              <div className={styles.group}>
                <BigScreenPreview event={event} clock={clock} />
                <ProjectorPanel eventId={eventId} language={event.projector_language} />
              </div>
            </div>
            <RoomPanel eventId={eventId} />
            <p className={ui.hint}>{t('organiser.control.hint')}</p>
            <div className={`${ui.pair} ${styles.battles}`}>
              {event.battles.map(withCounts).map((battle) => (
                <ControlRoomBattle
                  key={battle._id}
                  eventId={eventId}
                  battle={battle}
                  battlesTime={event.battles_time}
                  clock={clock}
                />
              ))}
            </div>
            <NightRecord eventId={eventId} />
          </div>
        )}
      </QueryView>
    </ConsoleShell>
  );
}
