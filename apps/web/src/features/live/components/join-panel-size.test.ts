import { SHOW_STAGES } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { joinAddress, joinPanelSize, joinQrCss, joinQrSide } from './join-panel-size';

describe("the big screen's join panel size (docs/decisions.md#329)", () => {
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

  it('prints the voting address without its scheme', () => {
    expect(joinAddress('https://artclash.example:8443', '/voting/3fa9')).toEqual({
      host: 'artclash.example:8443',
      path: '/voting/3fa9',
    });
  });
});
