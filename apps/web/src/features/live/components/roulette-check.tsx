import type { TBattle, TEventBattles } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { useRouletteCheck } from '../api/get-roulette-draws';
import { useStageText } from './stage-language';
import ui from '@/components/console/console.module.css';
import styles from './roulette-check.module.css';

/** A hash as a projector shows it: its first 16 hex digits in fours, enough to compare with the published one. */
const short = (hash: string) => hash.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ');

/**
 * The draw check on the big screen (docs/decisions.md#422), small under the battle's name: the commitment before the
 * theme is locked, the seed beside it after; the labels in the projector's languages, each hash once.
 */
export function StageRouletteCheck({ event, battle }: { event: TEventBattles; battle: TBattle }) {
  const { say } = useStageText();
  const check = useRouletteCheck(event, battle);
  if (!check) return null;
  return (
    <p className={styles.stage} data-testid="roulette-check">
      {say((t) => t('live.rouletteCheck.commitment'), 'line')} <span>{short(check.commitment)}</span>
      {check.seed && (
        <>
          {' · '}
          {say((t) => t('live.rouletteCheck.seed'), 'line')} <span>{short(check.seed)}</span>
        </>
      )}
    </p>
  );
}

/** The draw check in the control room, whole: the commitment, and the seed once the lock revealed it. */
export function ControlRouletteCheck({ event, battle }: { event: TEventBattles; battle: TBattle }) {
  const { t } = useTranslation();
  const check = useRouletteCheck(event, battle);
  if (!check) return null;
  return (
    <section className={styles.control} aria-label={t('organiser.control.drawCheck.title')}>
      <p className={ui.hint}>{t('organiser.control.drawCheck.about')}</p>
      <dl className={styles.facts}>
        <dt>{t('organiser.control.drawCheck.commitment')}</dt>
        <dd>
          <code>{check.commitment}</code>
        </dd>
        <dt>{t('organiser.control.drawCheck.seed')}</dt>
        <dd>{check.seed ? <code>{check.seed}</code> : t('organiser.control.drawCheck.seedAtLock')}</dd>
      </dl>
    </section>
  );
}
