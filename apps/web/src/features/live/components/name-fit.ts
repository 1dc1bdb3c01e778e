import type { CSSProperties } from 'react';

/** Full-width characters (kana, kanji, hangul, full-width forms) stand about 1 em wide; others, in a black weight, about 0.62. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const NARROW_EM = 0.62;

/** A name's width in em, set in one line. */
export function nameEms(name: string): number {
  let ems = 0;
  for (const character of name) ems += WIDE.test(character) ? 1 : NARROW_EM;
  return ems;
}

/** A line filled to this share at most: words break where they can, not where the width ends. */
const FILL = 0.9;

/**
 * The type size that fits a player's name into its box on the big screen (docs/product.md#rule-390), as a share of the
 * box's width (`cqi`, the box being a size container): one line while the name is short, two lines for a long one,
 * never cut. `max` is the size a short name stands at.
 */
export function nameFitCqi(name: string, max: number): number {
  const ems = Math.max(nameEms(name), 1);
  const oneLine = (100 * FILL) / ems;
  if (oneLine >= max) return max;
  // Two lines once one would be smaller than two thirds of the size: long names read larger on two lines.
  if (oneLine >= (max * 2) / 3) return Math.round(oneLine * 10) / 10;
  return Math.round(Math.min(max, (2 * 100 * FILL) / ems) * 10) / 10;
}

/** The style that carries the fitted size to the name's CSS (`--name-fit`, in cqi). */
export const nameFitStyle = (name: string, max: number): CSSProperties =>
  ({ '--name-fit': nameFitCqi(name, max) }) as CSSProperties;

/** The Japanese under the English when the stage shows both languages, as a share of its size (stage-language.module.css). */
export const UNDER_SCALE = 0.72;
/** The '+' between the theme's two keywords and the room either side of it, in em. */
const PLUS_EMS = 1.4;
/** Side by side only while the pair stands at this share of its largest size at least; else one keyword a line. */
const SIDE_BY_SIDE_SHARE = 0.7;

const rounded = (cqi: number) => Math.round(cqi * 10) / 10;

/**
 * A keyword's width in em as the stage sets it on one line: `texts` are what it shows of it, the first at the full size,
 * the others (the Japanese under the English in both) at `UNDER_SCALE`.
 */
export function keywordEms(texts: readonly string[]): number {
  return Math.max(1, ...texts.map((text, index) => nameEms(text) * (index === 0 ? 1 : UNDER_SCALE)));
}

/**
 * The theme's type size in its box (docs/product.md#rule-397, #rule-399), as a share of the box's width (`cqi`): the two
 * keywords side by side with '+' between them while they fit at a good size, else one above the other, each on one
 * line; never wider than the box and never broken inside a word. `max` is the size a short theme stands at.
 */
export function themeFit(sides: readonly [number, number], max: number): { cqi: number; stacked: boolean } {
  const line = (100 * FILL) / (sides[0] + sides[1] + PLUS_EMS);
  if (line >= max * SIDE_BY_SIDE_SHARE) return { cqi: rounded(Math.min(max, line)), stacked: false };
  return { cqi: rounded(Math.min(max, (100 * FILL) / Math.max(...sides))), stacked: true };
}

/** One word on one line in its box: the roulette's keyword on its side. */
export const wordFitCqi = (ems: number, max: number): number => rounded(Math.min(max, (100 * FILL) / ems));
