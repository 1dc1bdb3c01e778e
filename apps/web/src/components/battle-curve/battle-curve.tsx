import type { TBattleCurve } from '@artclash/contract';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/part-boundary/part-boundary';
import { allOf, clock, momentsOf, shareOf, tableRowsOf } from './curve-figures';
import styles from './battle-curve.module.css';

// The chart library is loaded only where a curve is shown (docs/decisions.md#421): never on the home route.
const CurveChart = lazy(() => import('./curve-chart').then((module) => ({ default: module.CurveChart })));

interface BattleCurveProps {
  curve: TBattleCurve;
  player1: string;
  player2: string;
}

/**
 * How a battle was won (docs/decisions.md#421): player 1's share of the votes over the battle's voting time, of all
 * votes and of the room's and online's apart, with each lead taken and each closing of voting; the same figures in a
 * table, and the moments in words, for whoever does not see the chart.
 */
export function BattleCurve({ curve, player1, player2 }: BattleCurveProps) {
  const { t } = useTranslation();
  const id = useId();
  const last = curve.points.at(-1);
  const names = { Player1: player1, Player2: player2 };
  const moments = momentsOf(curve);
  const pair = (sides: { Player1: number; Player2: number }) =>
    t('results.curve.pair', { votes1: sides.Player1, votes2: sides.Player2 });
  const share = (sides: { Player1: number; Player2: number }) => {
    const value = shareOf(sides);
    return value === null ? '—' : `${value}%`;
  };

  return (
    <figure
      className={styles.curve}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      data-testid="battle-curve"
    >
      <figcaption className={styles.caption}>
        <span id={`${id}-title`} className={styles.title}>
          {t('results.curve.title')}
        </span>
        <span id={`${id}-about`} className={styles.about}>
          {t('results.curve.about', { player: player1, end: clock(last?.at ?? 0) })}
        </span>
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        <li data-line="all">{t('results.curve.all')}</li>
        <li data-line="room">{t('results.curve.room')}</li>
        <li data-line="online">{t('results.curve.online')}</li>
      </ul>
      <div className={styles.frame} aria-hidden="true">
        <span className={styles.ahead} data-side="1">
          {t('results.curve.ahead', { player: player1 })}
        </span>
        <PartBoundary name="battle-curve" fallbackClassName={styles.plot}>
          <Suspense fallback={<div className={styles.plot} />}>
            <CurveChart curve={curve} className={styles.plot} />
          </Suspense>
        </PartBoundary>
        <span className={styles.ahead} data-side="2">
          {t('results.curve.ahead', { player: player2 })}
        </span>
      </div>
      {moments.length > 0 && (
        <ol className={styles.moments}>
          {moments.map((moment) => (
            <li key={`${moment.kind}-${moment.at}`} data-kind={moment.kind}>
              {moment.kind === 'leadChange'
                ? t('results.curve.leadChange', { time: clock(moment.at), player: names[moment.leader] })
                : t(`results.curve.${moment.kind}`, { time: clock(moment.at) })}
            </li>
          ))}
        </ol>
      )}
      <details className={styles.figures}>
        <summary>{t('results.curve.figures')}</summary>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('results.curve.tableCaption', { player1, player2 })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('results.curve.time')}</th>
                <th scope="col">{t('results.curve.room')}</th>
                <th scope="col">{t('results.curve.online')}</th>
                <th scope="col">{t('results.curve.all')}</th>
                <th scope="col">{t('results.curve.share', { player: player1 })}</th>
              </tr>
            </thead>
            <tbody>
              {tableRowsOf(curve).map((point) => (
                <tr key={point.at}>
                  <th scope="row">{clock(point.at)}</th>
                  <td>{pair(point.room)}</td>
                  <td>{pair(point.online)}</td>
                  <td>{pair(allOf(point))}</td>
                  <td>{share(allOf(point))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
