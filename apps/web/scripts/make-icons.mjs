// Makes the installed app's PNG icons from the brand mark (src/assets/artclash-mark.svg) with sharp.
// Run after changing the mark: node apps/web/scripts/make-icons.mjs   (the PNGs are committed)
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = readFileSync(new URL('../src/assets/artclash-mark.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
const STAGE = '#141B2D';

// The mark without its rounded tile: the artwork alone, on a 64-unit canvas.
const artwork = mark
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<rect[^>]*\/>/, '');

/** A full-bleed square: the stage colour to the edges, the artwork scaled into the middle `scale` of it. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${STAGE}"/>` +
  `<g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">${artwork}</g></svg>`;

const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(name));

await Promise.all([
  // 'any': the rounded tile as the favicon shows it.
  render(mark, 192, 'icon-192.png'),
  render(mark, 512, 'icon-512.png'),
  // 'maskable': launchers cut any shape out of the middle 80 %, so the artwork keeps to the middle 60 %.
  render(fullBleed(0.6), 512, 'maskable-512.png'),
  // iOS rounds the corners itself and shows no transparency.
  render(fullBleed(0.8), 180, 'apple-touch-icon.png'),
]);
console.log('icons written to apps/web/public/icons/');
