import type { TBattle, TEventBattles, TRouletteGetReply } from '@artclash/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import clubLogo from '@/assets/artclash-logo.svg';
import otherLogo from '@/assets/artclash-mark.svg';
import { AppShell } from '@/components/app-shell/app-shell';
import { ErrorState } from '@/components/state/error-state';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useSession } from '@/lib/session';
import { useRoulette } from '../api/get-roulette';
import { useLiveEvent } from '../api/use-live-event';
import { BigScreenFrame } from '../components/big-screen-frame';
import { JoinPanel } from '../components/join-panel';
import { LiveSkeleton } from '../components/live-skeleton';
import { RouletteStage } from '../components/roulette-stage';
import { RouletteView } from '../components/roulette-view';
import { FullScreenHint } from '../components/full-screen-hint';
import { StageLanguage, useStageText } from '../components/stage-language';
import { StageSponsor } from '../components/stage-theme';
import { useProjector } from '../components/use-projector';
import { useWideScreen } from '../components/use-wide-screen';
import styles from '../components/big-screen.module.css';

interface ProjectorRouletteProps {
  reply: TRouletteGetReply | undefined;
  battle: TBattle | undefined;
  live: TEventBattles | undefined;
  error: Error | null;
  onRetry: () => void;
}

/**
 * The roulette on a projector (docs/product.md#rule-328): the big screen's frame, the roulette filling its
 * arena, the way to join beside it; no header of the site and nothing to press.
 */
function ProjectorRoulette({ reply, battle, live, error, onRetry }: ProjectorRouletteProps) {
  const { t } = useTranslation();
  const { fullScreenHint, language } = useProjector(live?.projector_language);
  const title = t('live.roulette.title');
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);

  if (!reply || !battle)
    return (
      <div className={styles.centred}>
        {error ? (
          <ErrorState error={error} onRetry={onRetry} />
        ) : (
          <p className={styles.loading} role="status">
            {t('common.loading')}
          </p>
        )}
      </div>
    );
  return (
    <StageLanguage projector={language}>
      <ProjectorRouletteFrame reply={reply} battle={battle} live={live} />
      {fullScreenHint && <FullScreenHint />}
    </StageLanguage>
  );
}

/** The roulette's frame, in the projector's language (docs/product.md#rule-397). */
function ProjectorRouletteFrame({
  reply: { event, Roulette: roulette },
  battle,
  live,
}: {
  reply: TRouletteGetReply;
  battle: TBattle;
  live: TEventBattles | undefined;
}) {
  const { pick, lang } = useStageText();
  return (
    <BigScreenFrame
      title={pick(event.title_eng, event.title_jap, 'line')}
      subtitle={pick(battle.battle_name, battle.battle_name_jap, 'line')}
      logo={event.event_type === 'battle_club' ? clubLogo : otherLogo}
      join={live && <JoinPanel eventId={live._id} stage={live.show.stage} />}
      lang={lang}
      sponsor={<StageSponsor image={roulette?.sponsor_img ?? ''} className={styles.sponsor} />}
    >
      <RouletteStage battle={battle} keywords={roulette?.keywords ?? []} show={live?.show} />
    </BigScreenFrame>
  );
}

/**
 * /roulette/:eventId/:battelId and /roulette-public/:eventId/:battelId, one screen (docs/product.md#rule-7).
 * The battle and the show come through the live client, so everyone sees the spin and the keywords as they
 * change; the roulette is run from the control room (docs/product.md#rule-325). A wide screen (a projector)
 * gets the big screen's roulette; a phone keeps the phone's (docs/product.md#rule-328), whose Back goes to the
 * console's battles for an organiser, and to the event's page for everyone else, who may not open the
 * console (docs/product.md#rule-177).
 */
export function RouletteRoute() {
  const { t } = useTranslation();
  const { eventId = '', battelId = '' } = useParams();
  const session = useSession();
  const wide = useWideScreen();
  const roulette = useRoulette(eventId, battelId);
  const live = useLiveEvent(eventId);
  // The live client's copy of the battle is the freshest; the roulette's reply carries one too.
  const liveBattle = live.battles?.battles.find((each) => each._id === battelId);
  const organiser = session?.role === 'admin';

  if (wide)
    return (
      <ProjectorRoulette
        reply={roulette.data}
        battle={liveBattle ?? roulette.data?.updatedBattle}
        live={live.battles}
        error={roulette.error}
        onRetry={() => void roulette.refetch()}
      />
    );
  return (
    <AppShell
      pageId="roulette"
      title={t('live.roulette.title')}
      backTo={organiser ? paths.adminAddBattles.getHref(eventId) : paths.eventDetails.getHref(eventId)}
      showNav={false}
    >
      <QueryView query={roulette} loading={<LiveSkeleton />}>
        {(reply) => <RouletteView reply={reply} battle={liveBattle ?? reply.updatedBattle} show={live.battles?.show} />}
      </QueryView>
    </AppShell>
  );
}
