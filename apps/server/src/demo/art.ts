import { type Picker, picker } from './prng.ts';

/** Brand blue and magenta (the vote colours) with a few companions for abstract, colourful art. */
const PALETTE = ['#0F78C5', '#C12768', '#F5B700', '#1FB5A8', '#6B3FA0', '#F26B3A', '#2EC4F1', '#FF8FB1'];
const GROUNDS = ['#10163A', '#1B1140', '#0B2233', '#FDF6EC', '#F2F5FA'];

function brushStroke(p: Picker, width: number, height: number): string {
  const point = () => `${p.between(-0.1, 1.1) * width},${p.between(-0.1, 1.1) * height}`;
  const stroke = p.between(0.02, 0.09) * Math.min(width, height) * 2;
  return `<path d="M${point()} C${point()} ${point()} ${point()}" fill="none" stroke="${p.pick(PALETTE)}" stroke-width="${stroke.toFixed(1)}" stroke-linecap="round" opacity="${p.between(0.55, 0.9).toFixed(2)}"/>`;
}

function blob(p: Picker, width: number, height: number, index: number): string {
  const r = p.between(0.08, 0.35) * Math.min(width, height);
  return `<circle cx="${(p.next() * width).toFixed(0)}" cy="${(p.next() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#g${index % 3})" opacity="${p.between(0.5, 0.85).toFixed(2)}"/>`;
}

function splatter(p: Picker, width: number, height: number): string {
  const r = p.between(2, 9) * (Math.min(width, height) / 400);
  return `<circle cx="${(p.next() * width).toFixed(0)}" cy="${(p.next() * height).toFixed(0)}" r="${r.toFixed(1)}" fill="${p.pick(PALETTE)}" opacity="0.85"/>`;
}

const radial = (p: Picker, index: number) =>
  `<radialGradient id="g${index}"><stop offset="0" stop-color="${p.pick(PALETTE)}"/><stop offset="1" stop-color="${p.pick(PALETTE)}" stop-opacity="0.15"/></radialGradient>`;

/** An abstract painting: a gradient ground, soft colour fields, brush-like strokes and splatter. */
export function abstractArt({
  seed,
  width,
  height,
  strokes = 9,
}: {
  seed: number;
  width: number;
  height: number;
  strokes?: number;
}): string {
  const p = picker(seed);
  const ground = p.pick(GROUNDS);
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${p.pick(PALETTE)}" stop-opacity="0.4"/></linearGradient>${[0, 1, 2].map((i) => radial(p, i)).join('')}</defs>`,
    `<rect width="${width}" height="${height}" fill="${ground}"/><rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...Array.from({ length: 6 }, (_, i) => blob(p, width, height, i)),
    ...Array.from({ length: strokes }, () => brushStroke(p, width, height)),
    ...Array.from({ length: 24 }, () => splatter(p, width, height)),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** A sponsor badge: a rounded plate in two colours with a simple mark, no text. */
export function sponsorMark({ seed, width, height }: { seed: number; width: number; height: number }): string {
  const p = picker(seed);
  const [a, b] = [p.pick(PALETTE), p.pick(PALETTE)];
  const r = height * 0.28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${width}" height="${height}" rx="${height / 5}" fill="#FFFFFF"/><rect x="${height * 0.1}" y="${height * 0.1}" width="${width - height * 0.2}" height="${height * 0.8}" rx="${height / 6}" fill="url(#s)"/><circle cx="${width / 2 - r * 0.8}" cy="${height / 2}" r="${r}" fill="#FFFFFF" opacity="0.9"/><circle cx="${width / 2 + r * 0.8}" cy="${height / 2}" r="${r}" fill="#FFFFFF" opacity="0.55"/>${brushStroke(p, width, height)}</svg>`;
}
