import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOW_STAGES } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import {
  joinAddress,
  joinCodeCss,
  joinCodeDigits,
  joinPanelSize,
  joinQrCss,
  joinQrSide,
  ROOM_CODE_DIGITS_PX,
} from './join-panel-size';

const css = readFileSync(join(import.meta.dirname, 'big-screen.module.css'), 'utf8');
/** The declarations of one rule of the big screen's CSS, by its selector. */
const ruleOf = (selector: string) => css.split(`${selector} {`)[1]?.split('}')[0] ?? '';

describe("the big screen's join panel size (docs/product.md#rule-329)", () => {
  it('is large before the first battle and between battles, small while one runs and on the final result', () => {
    expect(Object.fromEntries(SHOW_STAGES.map((stage) => [stage, joinPanelSize(stage)]))).toEqual({
      before: 'large',
      battle: 'small',
      between: 'large',
      final: 'small',
    });
  });

  it("makes the large QR code at least a third of a 16:9 projector's height", () => {
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
      [3840, 2160],
    ] as const)
      expect(joinQrSide('large', width)).toBeGreaterThanOrEqual(height / 3);
    expect(joinQrSide('large', 1920)).toBe(384);
  });

  it('keeps the small QR code at its earlier size, 9 % of the width between 120 and 200 px', () => {
    expect(joinQrSide('small', 1920)).toBeCloseTo(172.8);
    expect(joinQrSide('small', 3840)).toBe(200);
    expect(joinQrSide('small', 400)).toBe(120);
  });

  it('hands the CSS the same rule', () => {
    expect(joinQrCss('large')).toBe('clamp(240px, 20cqi, 960px)');
    expect(joinQrCss('small')).toBe('clamp(120px, 9cqi, 200px)');
  });

  it("stands the room code's digits at least 120 px tall between battles and 60 px while one runs, on 1920×1080 (docs/product.md#rule-351)", () => {
    expect(ROOM_CODE_DIGITS_PX).toEqual({ large: 120, small: 60 });
    expect(joinCodeDigits(joinPanelSize('between'), 1920)).toBeGreaterThanOrEqual(120);
    expect(joinCodeDigits(joinPanelSize('before'), 1920)).toBeGreaterThanOrEqual(120);
    expect(joinCodeDigits(joinPanelSize('battle'), 1920)).toBeGreaterThanOrEqual(60);
    // No larger than it needs to be: the panel widens to the digits.
    expect(joinCodeDigits('large', 1920)).toBeLessThan(125);
    expect(joinCodeDigits('small', 1920)).toBeLessThan(63);
  });

  it("hands the CSS the room code's size for each panel size", () => {
    expect(joinCodeCss('large')).toBe('9cqi');
    expect(joinCodeCss('small')).toBe('4.5cqi');
    for (const size of ['large', 'small'] as const)
      expect(ruleOf(`.join[data-size='${size}'] .screenCodeDigits`)).toContain(`font-size: ${joinCodeCss(size)};`);
  });

  it('prints the voting address without its scheme', () => {
    expect(joinAddress('https://artclash.example:8443/v/3fa9c2d1')).toEqual({
      host: 'artclash.example:8443',
      path: '/v/3fa9c2d1',
    });
  });
});
