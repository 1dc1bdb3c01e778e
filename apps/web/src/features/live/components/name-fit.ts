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
