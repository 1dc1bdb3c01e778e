import type { TBattle, TRouletteGetReply, TShow } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import clubLogo from '@/assets/artclash-logo.svg';
import otherLogo from '@/assets/artclash-mark.svg';
import layout from '@/components/layout/layout.module.css';
import buttons from '@/components/button/button.module.css';
import { Card } from '@/components/card/card';
import versus from '@/components/versus/versus.module.css';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { backendImageUrl } from '@/lib/image-url';
import { useLanguage } from '@/lib/use-language';
import { PlayerFace } from './player-face';
import { useRouletteFaces } from './use-roulette-spin';
import live from './live.module.css';
import styles from './roulette.module.css';

interface RouletteViewProps {
  reply: TRouletteGetReply;
  /** The battle as the live client has it (updated live), else as the roulette call answered. */
  battle: TBattle;
  /** The server's show, when the live client has it: the roulette's state for every screen. */
  show: TShow | undefined;
}

interface PanelProps {
  side: 1 | 2;
  spinning: boolean;
  english: string;
  japanese: string;
}

function Panel({ side, spinning, english, japanese }: PanelProps) {
  const { t } = useTranslation();
  const label = side === 1 ? t('live.roulette.leftPanel') : t('live.roulette.rightPanel');
  return (
    <Card
      className={`${versus.side} ${styles.panel}`}
      data-side={side}
      data-spinning={spinning || undefined}
      role="group"
      aria-label={label}
    >
      <span className={styles.panelInner}>
        <span className={styles.panelLabel}>{label}</span>
        {english || japanese ? (
          <span className={styles.pair}>
            <span lang="en">{english}</span>
            <span lang="ja">{japanese}</span>
          </span>
        ) : (
          <span className={styles.pending}>{t('live.noKeyword')}</span>
        )}
        {spinning && <span className="visually-hidden">{t('live.roulette.spinning')}</span>}
      </span>
    </Card>
  );
}

/**
 * The keyword roulette on a phone (docs/product.md#rule-7, docs/decisions.md#278, §4.8; a wide screen gets the big
 * screen's,
 * docs/product.md#rule-328), following the same show as every screen: it spins while the
 * server's roulette spins (run from the control room, docs/product.md#rule-325), shows the pair the server
 * drew when it stops, and the battle's saved theme otherwise. Nothing on it is a control.
 */
export function RouletteView({ reply, battle, show }: RouletteViewProps) {
  const { t } = useTranslation();
  const { pick, battleName } = useLanguage();
  const { event, Roulette: roulette } = reply;
  const faces = useRouletteFaces(battle, roulette?.keywords ?? [], show);

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

      <div className={layout.halves}>
        <Panel side={1} spinning={faces.spinning} {...faces.left} />
        <Panel side={2} spinning={faces.spinning} {...faces.right} />
      </div>

      <Card as="section" padded className={`${live.card} ${styles.chosen}`} aria-labelledby="chosen-heading">
        <h3 id="chosen-heading" className={live.heading}>
          {t('live.roulette.chosenKeywords')}
        </h3>
        <ul className={layout.halves}>
          {chosen.map(({ side, player, keyword }) => (
            <li key={side} className={live.player} data-side={side}>
              <PlayerFace player={player} avatarClassName={live.avatar} nameClassName={live.username} />
              <span className={styles.keyword}>{keyword || t('live.noKeyword')}</span>
            </li>
          ))}
        </ul>
      </Card>

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
