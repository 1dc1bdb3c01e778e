import type { TBattle, TRouletteGetReply } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import clubLogo from '@/assets/artclash-logo.svg';
import otherLogo from '@/assets/artclash-mark.svg';
import { Avatar } from '@/components/avatar/avatar';
import buttons from '@/components/button/button.module.css';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { errorMessage } from '@/lib/error-message';
import { backendImageUrl } from '@/lib/image-url';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useKeyUpdate } from '../api/battle-controls';
import type { ServerClock } from '../api/server-clock';
import { useRouletteSpin, type RouletteSide, type SideState } from './use-roulette-spin';
import live from './live.module.css';
import styles from './roulette.module.css';

interface RouletteViewProps {
  reply: TRouletteGetReply;
  /** The battle as the live client has it (updated live), else as the roulette call answered. */
  battle: TBattle;
  clock: ServerClock;
  organiser: boolean;
}

interface PanelProps {
  side: RouletteSide;
  state: SideState;
  english: string;
  japanese: string;
  interactive: boolean;
  locked: boolean;
  onTap: () => void;
}

function Panel({ side, state, english, japanese, interactive, locked, onTap }: PanelProps) {
  const { t } = useTranslation();
  const label = side === 'left' ? t('live.roulette.leftPanel') : t('live.roulette.rightPanel');
  const content = (
    <>
      <span className={styles.panelLabel}>{label}</span>
      {english || japanese ? (
        <span className={styles.pair}>
          <span lang="en">{english}</span>
          <span lang="ja">{japanese}</span>
        </span>
      ) : (
        <span className={styles.pending}>{t('live.noKeyword')}</span>
      )}
      {state.spinning && <span className="visually-hidden">{t('live.roulette.spinning')}</span>}
    </>
  );
  const common = { className: styles.panel, 'data-side': side, 'data-spinning': state.spinning || undefined };
  return interactive ? (
    <button type="button" {...common} disabled={locked} onClick={onTap}>
      <span className={styles.panelInner}>{content}</span>
    </button>
  ) : (
    <div {...common} role="group" aria-label={label}>
      <span className={styles.panelInner}>{content}</span>
    </div>
  );
}

/** The keyword roulette (docs/decisions.md#7, §4.8): organisers spin, stop, lock and save; everyone else watches the saved keywords. */
export function RouletteView({ reply, battle, clock, organiser }: RouletteViewProps) {
  const { t } = useTranslation();
  const { pick, battleName } = useLanguage();
  const { event, Roulette: roulette } = reply;
  const keywords = roulette?.keywords ?? [];
  const save = useKeyUpdate(clock);

  async function saveKeywords(leftIndex: number, rightIndex: number) {
    const left = keywords[leftIndex];
    const right = keywords[rightIndex];
    if (!left || !right) return;
    try {
      const saved = await save.mutateAsync({
        eventId: event._id,
        battleId: battle._id,
        battle_status: 'live',
        battle1_keyword_eng: left.keyword_eng1,
        battle1_keyword_jap: left.keyword_jap1,
        battle2_keyword_eng: right.keyword_eng2,
        battle2_keyword_jap: right.keyword_jap2,
      });
      notify('success', saved.message);
    } catch (error) {
      notify('error', errorMessage(error));
    }
  }

  const spin = useRouletteSpin(keywords.length, (left, right) => void saveKeywords(left, right));

  const tap = (side: RouletteSide) => {
    if (keywords.length === 0) {
      notify('warning', t('live.bigScreen.selectRoulette'));
      return;
    }
    if (!save.isPending) spin.tap(side);
  };

  const shown = (side: RouletteSide): [string, string] => {
    const index = spin.sides[side].index;
    const pair = index === null ? undefined : keywords[index];
    if (side === 'left')
      return pair ? [pair.keyword_eng1, pair.keyword_jap1] : [battle.battle1_keyword_eng, battle.battle1_keyword_jap];
    return pair ? [pair.keyword_eng2, pair.keyword_jap2] : [battle.battle2_keyword_eng, battle.battle2_keyword_jap];
  };
  const [leftEnglish, leftJapanese] = shown('left');
  const [rightEnglish, rightJapanese] = shown('right');

  const sponsor = backendImageUrl(roulette?.sponsor_img ?? '');
  const battleLink =
    event.event_type === 'battle_club' ? paths.liveEventBattle.getHref(event._id) : paths.liveEvent.getHref(event._id);
  const chosen = [
    { side: 1, player: battle.battle1, keyword: pick(battle.battle1_keyword_eng, battle.battle1_keyword_jap) },
    { side: 2, player: battle.battle2, keyword: pick(battle.battle2_keyword_eng, battle.battle2_keyword_jap) },
  ] as const;

  return (
    <div className={styles.view}>
      <div className={styles.intro}>
        <img
          className={styles.logo}
          src={event.event_type === 'battle_club' ? clubLogo : otherLogo}
          alt={t('live.roulette.logoAlt', { product: PRODUCT_NAME })}
          width={72}
          height={72}
        />
        <div>
          <h2 className={styles.title}>{pick(event.title_eng, event.title_jap)}</h2>
          <p className={styles.battleName}>{battleName(battle)}</p>
        </div>
      </div>

      {organiser && (
        <p className={styles.hint}>{spin.locked ? t('live.roulette.locked') : t('live.roulette.spinHint')}</p>
      )}
      <div className={styles.panels}>
        <Panel
          side="left"
          state={spin.sides.left}
          english={leftEnglish}
          japanese={leftJapanese}
          interactive={organiser}
          locked={spin.locked}
          onTap={() => tap('left')}
        />
        <Panel
          side="right"
          state={spin.sides.right}
          english={rightEnglish}
          japanese={rightJapanese}
          interactive={organiser}
          locked={spin.locked}
          onTap={() => tap('right')}
        />
      </div>
      {organiser && (
        <div className={styles.lockRow}>
          <button type="button" className={styles.lock} aria-pressed={spin.locked} onClick={spin.toggleLock}>
            {spin.locked ? t('live.roulette.unlock') : t('live.roulette.lock')}
          </button>
          {save.isPending && <span role="status">{t('live.roulette.saving')}</span>}
        </div>
      )}

      <section className={`${live.card} ${styles.chosen}`} aria-labelledby="chosen-heading">
        <h3 id="chosen-heading" className={styles.heading}>
          {t('live.roulette.chosenKeywords')}
        </h3>
        <ul className={styles.chosenList}>
          {chosen.map(({ side, player, keyword }) => (
            <li key={side} className={styles.chosenPlayer} data-side={side}>
              <Avatar
                image={player?.profileImage}
                name={player?.username ?? ''}
                size={80}
                decorative
                className={styles.avatar}
              />
              <span className={`${styles.username} one-line`} title={player?.username}>
                {player?.username ?? t('live.tbd')}
              </span>
              <span className={styles.keyword}>{keyword || t('live.noKeyword')}</span>
            </li>
          ))}
        </ul>
      </section>

      {sponsor && (
        <figure className={styles.sponsor}>
          <figcaption>{t('live.bigScreen.sponsor')}</figcaption>
          <img src={sponsor} alt={t('live.bigScreen.sponsor')} />
        </figure>
      )}

      <Link to={battleLink} className={`${buttons.primary} ${buttons.block}`}>
        {t('live.roulette.goToBattle')}
      </Link>
    </div>
  );
}
