import { describe, expect, it } from 'vitest';
import { keywordEms, nameEms, themeFit, UNDER_SCALE, wordFitCqi } from './name-fit';

// The theme on the big screen is fitted, never run under a card nor broken inside a word (docs/product.md#rule-399).
describe('the theme’s fitted size', () => {
  it('measures a keyword in both languages by its wider line: the English, or the Japanese under it', () => {
    expect(keywordEms(['Ocean', '海'])).toBeCloseTo(nameEms('Ocean'));
    expect(keywordEms(['Sea', 'まんげきょうのひかり'])).toBeCloseTo(10 * UNDER_SCALE);
    expect(keywordEms(['カミナリアラシ'])).toBe(7);
  });

  it('keeps two short keywords side by side, filling the line up to the largest size', () => {
    const short = themeFit([keywordEms(['Ocean', '海']), keywordEms(['Fire', '炎'])], 15);
    expect(short.stacked).toBe(false);
    expect(short.cqi).toBeGreaterThan(12);
    expect(themeFit([1, 1], 15)).toEqual({ cqi: 15, stacked: false });
  });

  it('sets two 12-letter keywords one above the other, each line inside the box', () => {
    const sides = [
      keywordEms(['Thunderstorm', 'カミナリアラシ']),
      keywordEms(['Kaleidoscope', 'まんげきょうのひかり']),
    ] as const;
    const fit = themeFit(sides, 15);
    expect(fit.stacked).toBe(true);
    // Each keyword's line at most the box's width (100 cqi).
    for (const ems of sides) expect(ems * fit.cqi).toBeLessThanOrEqual(100);
  });

  it('gives a side-by-side pair the whole line, the + included, never more than the box', () => {
    const fit = themeFit([6, 6], 9);
    expect(fit.stacked).toBe(false);
    expect((6 + 6 + 1.4) * fit.cqi).toBeLessThanOrEqual(100);
  });

  it('fits one word on its line: the roulette’s keyword on its side', () => {
    expect(wordFitCqi(3, 17)).toBe(17);
    expect(wordFitCqi(nameEms('Extraordinary'), 17) * nameEms('Extraordinary')).toBeLessThanOrEqual(100);
  });
});
