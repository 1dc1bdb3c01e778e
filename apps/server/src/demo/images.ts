import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { abstractArt, sponsorMark } from './art.ts';

export interface DemoImage {
  /** File name under uploads/demo/. */
  name: string;
  svg: () => string;
}

export const demoImagePath = (name: string) => `uploads/demo/${name}.webp`;

export const coverImage = (seed: number): DemoImage => ({ name: `cover-${seed}`, svg: () => abstractArt({ seed: 1000 + seed, width: 1200, height: 800, strokes: 12 }) });
export const galleryImage = (seed: number): DemoImage => ({ name: `gallery-${seed}`, svg: () => abstractArt({ seed: 2000 + seed, width: 900, height: 600 }) });
export const avatarImage = (seed: number): DemoImage => ({ name: `avatar-${seed}`, svg: () => abstractArt({ seed: 3000 + seed, width: 256, height: 256, strokes: 4 }) });
export const sponsorImage = (seed: number): DemoImage => ({ name: `sponsor-${seed}`, svg: () => sponsorMark({ seed: 4000 + seed, width: 600, height: 240 }) });

const exists = (path: string) => access(path).then(() => true, () => false);

/** Renders the demo images as WebP under uploads/demo, skipping those already there. */
export async function writeDemoImages({ uploadsDir, images }: { uploadsDir: string; images: DemoImage[] }): Promise<number> {
  const dir = join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  const missing = (await Promise.all(images.map(async (image) => ((await exists(join(dir, `${image.name}.webp`))) ? [] : [image])))).flat();
  if (missing.length === 0) return 0;
  // Loaded only when there is something to render: it is the heaviest import of the start.
  const { default: sharp } = await import('sharp');
  await Promise.all(missing.map((image) => sharp(Buffer.from(image.svg())).webp({ quality: 82, effort: 2 }).toFile(join(dir, `${image.name}.webp`))));
  return missing.length;
}
