import type { TBattleCurve } from '@artclash/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { clock, momentsOf, seriesOf } from './curve-figures';

/** The chart's height in CSS pixels: a phone sees the whole battle without scrolling past it. */
const HEIGHT = 160;

/** A colour of the design tokens (styles/tokens.css), read where the chart draws. */
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The chart's options for a width: player 1's share from 0 to 100 %, the time from the opening as m:ss. */
function optionsFor(curve: TBattleCurve, width: number): uPlot.Options {
  const [ink, muted, line, blue, magenta, gold] = [
    '--color-ink',
    '--color-ink-subtle',
    '--color-line',
    '--color-blue',
    '--color-magenta',
    '--color-gold-ink',
  ].map(token) as [string, string, string, string, string, string];
  const axis = { stroke: muted, grid: { stroke: line, width: 1 }, ticks: { show: false }, font: '11px sans-serif' };
  const moments = momentsOf(curve);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false }, y: { range: [0, 100] } },
    axes: [
      // Ticks on whole seconds, minutes and hours, never 3:20.
      {
        ...axis,
        size: 24,
        incrs: [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600],
        values: (_, ticks) => ticks.map(clock),
      },
      { ...axis, size: 40, splits: () => [0, 25, 50, 75, 100], values: (_, ticks) => ticks.map((v) => `${v}%`) },
    ],
    series: [
      {},
      { stroke: ink, width: 2.5 },
      { stroke: gold, width: 1.5 },
      { stroke: muted, width: 1.5, dash: [4, 4] },
    ],
    hooks: {
      // Player 1's half of the chart in their colour, player 2's in theirs (docs/product.md#rule-16).
      drawClear: [
        (plot) => {
          const { ctx, bbox } = plot;
          const middle = plot.valToPos(50, 'y', true);
          ctx.save();
          ctx.globalAlpha = 0.08;
          ctx.fillStyle = blue;
          ctx.fillRect(bbox.left, bbox.top, bbox.width, middle - bbox.top);
          ctx.fillStyle = magenta;
          ctx.fillRect(bbox.left, middle, bbox.width, bbox.top + bbox.height - middle);
          ctx.restore();
        },
      ],
      // Each closing of voting a dashed line across; each lead taken a dot on the middle line, the leader's colour.
      draw: [
        (plot) => {
          const { ctx, bbox } = plot;
          const middle = plot.valToPos(50, 'y', true);
          ctx.save();
          for (const moment of moments) {
            const x = plot.valToPos(moment.at, 'x', true);
            if (moment.kind === 'leadChange') {
              ctx.fillStyle = moment.leader === 'Player1' ? blue : magenta;
              ctx.beginPath();
              ctx.arc(x, middle, 4 * devicePixelRatio, 0, 2 * Math.PI);
              ctx.fill();
            } else {
              ctx.strokeStyle = muted;
              ctx.lineWidth = devicePixelRatio;
              ctx.setLineDash(moment.kind === 'votingClosed' ? [4 * devicePixelRatio, 3 * devicePixelRatio] : []);
              ctx.beginPath();
              ctx.moveTo(x, bbox.top);
              ctx.lineTo(x, bbox.top + bbox.height);
              ctx.stroke();
            }
          }
          ctx.restore();
        },
      ],
    },
  };
}

/**
 * The curve drawn with uPlot (docs/decisions.md#421), as wide as its box, again when the box changes width. Nothing
 * is drawn where the browser gives no canvas: the figures beside it say the same.
 */
export function CurveChart({ curve, className }: { curve: TBattleCurve; className?: string | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !document.createElement('canvas').getContext('2d')) return;
    const plot = new uPlot(optionsFor(curve, element.clientWidth), seriesOf(curve), element);
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [curve]);
  return <div ref={box} className={className} data-testid="curve-chart" />;
}
