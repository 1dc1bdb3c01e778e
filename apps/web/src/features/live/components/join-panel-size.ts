import type { TShow } from '@artclash/contract';

/** The join panel's two sizes on the big screen (docs/product.md#rule-329). */
export type JoinPanelSize = 'large' | 'small';

/**
 * The QR code's side: a share of the frame's width (`cqi`, so the control room's scaled preview shows
 * the projector's proportions), kept between a floor and a ceiling in px. Large is a third of a 16:9
 * frame's height and more (384 px on 1920×1080): read from the back of a hall. Small is the size a
 * running battle leaves it.
 */
const QR_SIDE: Record<JoinPanelSize, { cqi: number; min: number; max: number }> = {
  large: { cqi: 20, min: 240, max: 960 },
  small: { cqi: 9, min: 120, max: 200 },
};

/** Large before the first battle and between battles; small while a battle runs and on the final result. */
export const joinPanelSize = (stage: TShow['stage']): JoinPanelSize =>
  stage === 'before' || stage === 'between' ? 'large' : 'small';

/** The QR code's side as CSS, for a frame that is a size container. */
export function joinQrCss(size: JoinPanelSize): string {
  const { cqi, min, max } = QR_SIDE[size];
  return `clamp(${min}px, ${cqi}cqi, ${max}px)`;
}

/** The QR code's side in px on a frame `frameWidth` px wide: what `joinQrCss` computes to. */
export function joinQrSide(size: JoinPanelSize, frameWidth: number): number {
  const { cqi, min, max } = QR_SIDE[size];
  return Math.min(max, Math.max(min, (cqi * frameWidth) / 100));
}

/** The projector the big screen is laid out for (docs/product.md#rule-325). */
const PROJECTOR_WIDTH = 1920;

/**
 * How tall the room code's digits stand on a 1920×1080 projector, in px (docs/product.md#rule-351): read from the back
 * of a hall between battles, and still from the middle of it while a battle runs.
 */
export const ROOM_CODE_DIGITS_PX: Record<JoinPanelSize, number> = { large: 120, small: 60 };

/** A digit's height in em: 0.7 or more in the faces the big screen's type falls back on (Roboto, Noto, DejaVu, Arial). */
const DIGIT_EM = 0.7;

/** The room code's type size as a share of the frame's width (cqi), the first tenth that makes its digits tall enough. */
const roomCodeCqi = (size: JoinPanelSize) =>
  Math.ceil((ROOM_CODE_DIGITS_PX[size] / DIGIT_EM / PROJECTOR_WIDTH) * 1000) / 10;

/** The room code's type size as CSS, for a frame that is a size container (big-screen.module.css states it per size). */
export const joinCodeCss = (size: JoinPanelSize): string => `${roomCodeCqi(size)}cqi`;

/** How tall the room code's digits stand, in px, on a frame `frameWidth` px wide. */
export const joinCodeDigits = (size: JoinPanelSize, frameWidth: number): number =>
  ((roomCodeCqi(size) * frameWidth) / 100) * DIGIT_EM;

/** The voting page's address as the panel prints it: the host, then the path (no scheme to type). */
export function joinAddress(url: string): { host: string; path: string } {
  const { host, pathname } = new URL(url);
  return { host, path: pathname };
}
