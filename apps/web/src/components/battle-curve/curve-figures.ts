import type { TBattleCurve } from '@artclash/contract';
import { votePercent } from '@artclash/contract/values';

type Sides = TBattleCurve['points'][number]['room'];
export type CurvePoint = TBattleCurve['points'][number];

/** Both places' votes of a point. */
export const allOf = (point: CurvePoint): Sides => ({
  Player1: point.room.Player1 + point.online.Player1,
  Player2: point.room.Player2 + point.online.Player2,
});

/** Player 1's share of some votes by the §9 rule, or null while there are none (the line is not drawn there). */
export const shareOf = (sides: Sides): number | null =>
  sides.Player1 + sides.Player2 === 0 ? null : votePercent(sides.Player1, sides.Player1, sides.Player2);

/** Seconds as the chart's axis and table read them: m:ss, or h:mm:ss past an hour. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** The three lines the chart draws, point by point: player 1's share of all votes, of the room's, of online's. */
export const seriesOf = (curve: TBattleCurve): [number[], (number | null)[], (number | null)[], (number | null)[]] => [
  curve.points.map((point) => point.at),
  curve.points.map((point) => shareOf(allOf(point))),
  curve.points.map((point) => shareOf(point.room)),
  curve.points.map((point) => shareOf(point.online)),
];

/** The table's rows: the points whose counts differ from the row before, and the last, so no row repeats one. */
export function tableRowsOf(curve: TBattleCurve): CurvePoint[] {
  const key = (point: CurvePoint) => JSON.stringify([point.room, point.online]);
  return curve.points.filter(
    (point, index, points) =>
      index === points.length - 1 || index === 0 || key(point) !== key(points[index - 1] as CurvePoint),
  );
}

/** The moments the chart marks, in time order: each lead taken, and each closing or reopening of voting. */
export type CurveMoment =
  | { at: number; kind: 'leadChange'; leader: 'Player1' | 'Player2' }
  | { at: number; kind: 'votingClosed' | 'votingOpened' };

export function momentsOf(curve: TBattleCurve): CurveMoment[] {
  const voting = curve.voting.flatMap((window, index): CurveMoment[] => [
    ...(index > 0 ? [{ at: window.opened, kind: 'votingOpened' as const }] : []),
    ...(window.closed === null ? [] : [{ at: window.closed, kind: 'votingClosed' as const }]),
  ]);
  const leads = curve.lead_changes.map((change): CurveMoment => ({ ...change, kind: 'leadChange' }));
  return [...leads, ...voting].sort((a, b) => a.at - b.at);
}
