import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eventImagePath, eventImageSizes } from '@artclash/contract';
import type { ArtworkImage } from '../db/schema/index.ts';
import { abstractArt, sponsorMark } from './art.ts';

export interface DemoImage {
  /** File name under uploads/demo/, without its width and extension. */
  name: string;
  svg: () => string;
  /** An event's image, stored like an uploaded one at every width of docs/decisions.md#180. */
  eventWidths?: true;
  /** A canvas's photo, stored as the control room stores one (docs/decisions.md#425): under uploads/artworks. */
  artwork?: true;
}

/** A demo canvas's photo: 4:3, at a post image's widths. */
const ARTWORK = { width: 1280, height: 960, widths: [320, 640, 1280] };

/** The path under /backend/ that the demo rows keep for an image (a canvas's photo: its widest file). */
export const demoImagePath = (image: DemoImage) =>
  image.artwork
    ? `uploads/artworks/${image.name}-${ARTWORK.width}.webp`
    : image.eventWidths
      ? eventImagePath(`uploads/demo/${image.name}`)
      : `uploads/demo/${image.name}.webp`;

/** Each file of an image, the widest last: its path and the width it is drawn at (its own width when none). */
const filesOf = (image: DemoImage) =>
  image.artwork
    ? ARTWORK.widths.map((width) => ({ path: `uploads/artworks/${image.name}-${width}.webp`, width }))
    : (eventImageSizes(demoImagePath(image)) ?? [{ path: demoImagePath(image), width: undefined }]);

export const coverImage = (seed: number): DemoImage => ({
  name: `cover-${seed}`,
  svg: () => abstractArt({ seed: 1000 + seed, width: 1200, height: 800, strokes: 12 }),
  eventWidths: true,
});
export const galleryImage = (seed: number): DemoImage => ({
  name: `gallery-${seed}`,
  svg: () => abstractArt({ seed: 2000 + seed, width: 900, height: 600 }),
  eventWidths: true,
});
export const avatarImage = (seed: number): DemoImage => ({
  name: `avatar-${seed}`,
  svg: () => abstractArt({ seed: 3000 + seed, width: 256, height: 256, strokes: 4 }),
});
export const artworkImage = (seed: number): DemoImage => ({
  name: `demo-artwork-${seed}`,
  svg: () => abstractArt({ seed: 6000 + seed, width: ARTWORK.width, height: ARTWORK.height, strokes: 14 }),
  artwork: true,
});
/** A canvas's photo as a battle keeps it (`artwork1`, `artwork2`). */
export const demoArtwork = (image: DemoImage): ArtworkImage => ({ key: image.name, ...ARTWORK });
export const sponsorImage = (seed: number): DemoImage => ({
  name: `sponsor-${seed}`,
  svg: () => sponsorMark({ seed: 4000 + seed, width: 600, height: 240 }),
});

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Renders the demo images as WebP under uploads/demo (an event's at each of its widths, never wider than drawn), skipping those already there. */
export async function writeDemoImages({
  uploadsDir,
  images,
}: {
  uploadsDir: string;
  images: DemoImage[];
}): Promise<number> {
  for (const folder of ['demo', 'artworks']) await mkdir(join(uploadsDir, folder), { recursive: true });
  const fileOf = (path: string) => join(uploadsDir, path.slice('uploads/'.length));
  const missing = (
    await Promise.all(images.map(async (image) => ((await exists(fileOf(demoImagePath(image)))) ? [] : [image])))
  ).flat();
  if (missing.length === 0) return 0;
  // Loaded only when there is something to render: it is the heaviest import of the start.
  const { default: sharp } = await import('sharp');
  const draw = (image: DemoImage, { path, width }: { path: string; width: number | undefined }) =>
    sharp(Buffer.from(image.svg()))
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toFile(fileOf(path));
  await Promise.all(
    missing.map(async (image) => {
      // The widest last: its file is the one checked above, so a start cut off midway draws the image again.
      const files = filesOf(image);
      await Promise.all(files.slice(0, -1).map((file) => draw(image, file)));
      await draw(image, files.at(-1)!);
    }),
  );
  return missing.length;
}
