import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

// A share card as an image (docs/decisions.md#423): a layout of boxes and text, set by satori in Noto Sans JP (the
// Japanese and the Latin of every name and theme) and drawn to PNG by resvg. Nothing of the machine's own fonts.
// The libraries are loaded with the first card, as sharp is with the first upload: a process that draws no card
// starts without them (docs/performance.md, "The start loads the card and mail libraries on first use").

/** A card's size: what messengers show large (Open Graph's 1.91:1). */
export const CARD = { width: 1200, height: 630 } as const;

/** A box of a layout, as satori reads it (React's element shape, without React). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; width?: number; height?: number; children?: unknown };
}

/** A box with a style and what is in it. */
export const box = (style: Record<string, string | number>, ...children: (CardNode | string | false)[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((child) => child !== false) },
});

// The package lists its files; they sit in fonts/ beside its entry's dist/.
const fontsDir = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-jp')), '..', 'fonts');
const CARD_WEIGHTS = [400, 700, 900] as const;
let cardFontsRead: Promise<{ name: string; data: Buffer; weight: 400 | 700 | 900; style: 'normal' }[]> | undefined;

/** The card fonts, read once per process: Noto Sans JP regular, bold and black (SIL Open Font License). */
const cardFonts = () => (cardFontsRead ??= readCardFonts());

async function readCardFonts() {
  const { fonts: notoSansJp } = await import('@embedpdf/fonts-jp');
  return Promise.all(
    CARD_WEIGHTS.map(async (weight) => {
      const font = notoSansJp.find((each) => each.weight === weight);
      if (!font) throw new Error(`@embedpdf/fonts-jp has no weight ${weight}`);
      return {
        name: 'Noto Sans JP',
        data: await readFile(join(fontsDir, font.file)),
        weight,
        style: 'normal' as const,
      };
    }),
  );
}

/** The layout drawn as a PNG of the card's size. */
export async function renderCard(layout: CardNode): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    cardFonts(),
  ]);
  const svg = await satori(layout as Parameters<typeof satori>[0], { ...CARD, fonts });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: CARD.width } }).render().asPng());
}

/** The default face, as the app draws it (apps/web's default-avatar.svg): for a person without a face that reads. */
const DEFAULT_FACE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#DCEBFA"/><stop offset="1" stop-color="#F7DDE8"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#bg)"/><circle cx="48" cy="38" r="17" fill="#7D93AD"/><path d="M17 84 Q20 60 48 60 Q76 60 79 84 Q66 95 48 95 Q30 95 17 84 Z" fill="#7D93AD"/></svg>`;

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A stored picture (a path under `uploads/`, read from the uploads folder) as a PNG data URI of `width`×`height`, covered. */
async function pictureOf(path: string | null | undefined, uploadsDir: string, width: number, height: number) {
  const relative = (path ?? '').trim().replace(/^\/+/, '');
  const file = relative.startsWith('uploads/') ? normalize(join(uploadsDir, relative.slice('uploads/'.length))) : '';
  if (!file || !file.startsWith(uploadsDir + sep)) return undefined;
  const { default: sharp } = await import('sharp');
  try {
    return dataUri(await sharp(file).resize(width, height, { fit: 'cover' }).png().toBuffer());
  } catch {
    // Gone or not an image.
    return undefined;
  }
}

/**
 * A person's face for a card, `size` pixels square, as a data URI: their uploaded image, or the default face when they
 * have none, or it is missing or does not decode.
 */
export async function faceOf(profileImage: string | null | undefined, uploadsDir: string, size: number) {
  const uploaded = await pictureOf(profileImage, uploadsDir, size, size);
  if (uploaded) return uploaded;
  const { default: sharp } = await import('sharp');
  return dataUri(await sharp(Buffer.from(DEFAULT_FACE)).resize(size, size).png().toBuffer());
}

/** The photo of a canvas for a card (docs/decisions.md#425), or undefined when there is none or it does not read. */
export const artworkOf = (path: string | undefined, uploadsDir: string, size: { width: number; height: number }) =>
  pictureOf(path, uploadsDir, size.width, size.height);
